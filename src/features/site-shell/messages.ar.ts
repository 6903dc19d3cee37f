import type { ShellMessages } from './messages.ts';

export default {
  productName: 'EduPortal',
  tagline: 'تعليم مجاني عالمي المستوى للجميع، في كل مكان.',
  account: 'الحساب',
  signIn: 'تسجيل الدخول',
  signUp: 'إنشاء حساب',
  signOut: 'تسجيل الخروج',
  signOutFailed: (reason: string) => `تعذّر تسجيل الخروج: ${reason}`,
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  socialMedia: 'وسائل التواصل الاجتماعي',
  quickLinksHeading: 'روابط سريعة',
  quickLinks: { Home: 'الرئيسية', 'About Us': 'من نحن', Courses: 'الدورات', Teachers: 'المعلمون', Contact: 'اتصل بنا' },
  resourcesHeading: 'المصادر',
  resources: { Blog: 'المدونة', 'Help Center': 'مركز المساعدة', Support: 'الدعم', Community: 'المجتمع', Events: 'الفعاليات' },
  contactHeading: 'تواصل معنا',
  policies: 'السياسات',
  policyLinks: {
    'Privacy Policy': 'سياسة الخصوصية',
    'Terms of Service': 'شروط الخدمة',
    'Cookie Policy': 'سياسة ملفات تعريف الارتباط',
  },
  copyright: (year: number, name: string) => `© ${year} ${name}. جميع الحقوق محفوظة.`,
} satisfies ShellMessages;
