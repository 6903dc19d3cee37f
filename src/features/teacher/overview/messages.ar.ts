import type { OverviewMessages } from './messages.ts';

export default {
  title: 'لوحة التحكم',
  lead: (firstName: string) => `سعداء برؤيتك يا ${firstName}. إليك أحوال فصولك.`,
  stats: {
    totalStudents: 'إجمالي الطلاب',
    activeClasses: 'الفصول النشطة',
    uploadedMaterials: 'المواد المرفوعة',
    pendingTests: 'الاختبارات المعلّقة',
    avgAttendance: 'متوسط الحضور',
  },
  loading: 'جارٍ التحميل',
  recentActivity: 'النشاط الأخير',
  loadingActivity: 'جارٍ تحميل النشاط...',
  noActivity: 'لا يوجد نشاط حديث بعد. ستظهر هنا عمليات الرفع والحضور والاختبارات.',
  quickActions: 'إجراءات سريعة',
  quick: { materials: 'رفع المواد', tests: 'إنشاء اختبار', attendance: 'تسجيل الحضور', students: 'تصفّح الطلاب' },
  pendingTitle: 'حسابات معلمين بانتظار الموافقة',
  approve: 'موافقة',
  approveName: (name: string) => `الموافقة على ${name}`,
  approved: (name: string) => `أصبح بإمكان ${name} الآن استخدام لوحة تحكم المعلم.`,
  approveFailed: (name: string, reason: string) => `تعذّرت الموافقة على ${name}: ${reason}`,
  tryAgain: 'يُرجى المحاولة مرة أخرى.',
} satisfies OverviewMessages;
