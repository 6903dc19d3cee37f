import { formatList } from './i18n/format.ts';
import type { LibMessages } from './messages.ts';

export default {
  loadFailed: (what: string) => `تعذّر تحميل ${what}. تحقّق من اتصالك وحاول مرة أخرى.`,
  thisPartOfThePage: 'هذا الجزء من الصفحة',
  tryAgain: 'إعادة المحاولة',
  catalogueLoading: 'جارٍ تحميل المواد والمقررات...',
  catalogueFailed: (reason: string) => `تعذّر تحميل المواد والمقررات: ${reason}`,

  dismissNotification: 'إغلاق الإشعار',
  close: 'إغلاق',
  dismiss: 'تجاهل',

  leave: { title: 'المغادرة دون حفظ؟', lead: 'لديك عمل غير محفوظ:', stay: 'البقاء', leave: 'المغادرة' },

  checkingAccount: 'جارٍ التحقق من حسابك...',
  checkAccountFailed: (reason: string) => `تعذّر التحقق من حسابك: ${reason}`,
  auth: {
    signedOut: 'سجّل الدخول لعرض لوحتك',
    expired: 'انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.',
    badCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    forbidden: 'ليست لديك صلاحية للقيام بذلك.',
    pendingTeacher: 'حساب المعلم الخاص بك بانتظار موافقة أحد معلمي المدرسة.',
    unlinkedStudent: 'حسابك غير مرتبط بسجل طالب بعد. اطلب من أحد المعلمين ربطه من ملفك الشخصي في دليل الطلاب.',
    unlinkedParent: 'حسابك غير مرتبط بأي طفل بعد. اطلب من أحد المعلمين ربطه من الملف الشخصي لطفلك في دليل الطلاب.',
  },
  nothingLost: 'لم يُفقد شيء من هذه الصفحة: سجّل الدخول ثم تابع من حيث توقفت.',
  notAvailable: 'غير متاح لهذا الحساب',
  roles: { student: 'طالب', teacher: 'معلم', parent: 'ولي أمر' },
  wrongRole: (what: string, wanted: readonly string[], name: string, role: string) =>
    `لا يمكن استخدام ${what} إلا بحسابات من نوع ${formatList('ar', [...wanted], 'disjunction')}. أنت مسجّل الدخول باسم ${name} (${role}).`,
  welcome: (name: string) => `مرحبًا، ${name}`,
  signOut: 'تسجيل الخروج',
  signOutFailed: (reason: string) => `تعذّر تسجيل الخروج: ${reason}`,

  // The browser's own reason is in English: the sentence says it in Arabic instead.
  networkError: () => 'تعذّر الاتصال بالخادم',
  uploadNetworkError: () => 'حدث خطأ في الشبكة أثناء الرفع',
  httpStatus: (status: number) => `خطأ HTTP ${status}`,
  notJson: 'أرسل الخادم ردًّا ليس بتنسيق JSON',
  unexpectedResponse: (request: string) => `رد غير متوقع من ${request}`,
  unexpectedUpload: 'رد غير متوقع على الرفع',
  materialsNotOk: 'لم تكن استجابة الشبكة سليمة',
  studentsFailed: 'تعذّر جلب قائمة الطلاب',
  studentsNetwork: (reason: string) => `خطأ في جلب قائمة الطلاب: ${reason}`,
} satisfies LibMessages;
