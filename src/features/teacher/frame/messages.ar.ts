import type { TeacherShellMessages } from './messages.ts';

export default {
  title: 'لوحة تحكم المعلم',
  subtitle: 'مرحبًا بعودتك! أدِر فصولك وطلابك بفعالية.',
  navTitle: 'أدوات المعلم',
  sections: { dashboard: 'لوحة التحكم', materials: 'المواد', tests: 'الاختبارات', attendance: 'الحضور', students: 'الطلاب' },
  loadingSections: {
    dashboard: 'جارٍ تحميل لوحة التحكم...',
    materials: 'جارٍ تحميل المواد...',
    tests: 'جارٍ تحميل الاختبارات...',
    attendance: 'جارٍ تحميل الحضور...',
    students: 'جارٍ تحميل الطلاب...',
  },
  closeMenu: 'إغلاق القائمة',
  openToolsCurrent: 'فتح أدوات المعلم، القسم الحالي: ',
  gateWhat: 'لوحة المعلم',
  sectionPart: (section: string) => `قسم ${section}`,
  teacherRole: 'معلم',
} satisfies TeacherShellMessages;
