import type { DemoMessages } from './messages.ts';

export default {
  skipToContent: 'انتقل إلى المحتوى',
  language: 'اللغة',
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundText: (path: string) => `لا توجد صفحة على العنوان ${path}. `,
  goHome: 'الذهاب إلى الصفحة الرئيسية',
  titles: {
    home: 'EduPortal',
    parents: 'أولياء الأمور · EduPortal',
    learners: 'الطلاب · EduPortal',
    teachers: 'المعلمون · EduPortal',
    login: 'تسجيل الدخول · EduPortal',
    signup: 'إنشاء حساب · EduPortal',
    notFound: 'الصفحة غير موجودة · EduPortal',
  },
} satisfies DemoMessages;
