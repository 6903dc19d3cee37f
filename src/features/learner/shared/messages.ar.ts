import { SHARED_AR } from '../../../lib/i18n/shared-texts.ar.ts';
import type { LearnerMessages } from './messages.ts';

export default {
  noLearner: 'حدِّد متعلّمًا بالسمة student-id لعرض لوحته.',
  gateWhat: 'لوحة المتعلّم',
  goBack: 'رجوع',
  title: 'لوحة المتعلّم',
  greeting: (name: string) => `مرحبًا بعودتك يا ${name}! إليك نظرة عامة مخصّصة على تعلّمك.`,
  sectionsToggle: 'الأقسام',
  courseAdded: (title: string) => `تمت إضافة الدورة «${title}».`,
  profileUpdated: 'تم تحديث الملف الشخصي.',
  loadingSection: (section: string) => `جارٍ تحميل ${section}...`,
  sectionPart: (section: string) => `قسم ${section}`,
  addCourseForm: 'نموذج إضافة دورة',
  percent: SHARED_AR.percent,

  navLabel: 'لوحة المتعلّم',
  menu: 'القائمة',
  closeSidebar: 'إغلاق الشريط الجانبي',
  groups: { stuff: 'محتواي', account: 'حسابي' },
  sections: {
    syllabus: 'المنهج',
    material: 'المواد',
    test: 'الاختبارات',
    progress: 'التقدّم',
    profile: 'الملف الشخصي',
  },

  myCourses: 'دوراتي',
  edit: 'تعديل',
  complete: (percent: string) => `مكتمل بنسبة ${percent}`,
  courseProgress: (title: string) => `التقدّم في ${title}`,
  startCourse: 'ابدأ الدورة',
  addAnotherCourse: 'إضافة دورة أخرى',
  seeAllCourses: 'عرض جميع الدورات',
} satisfies LearnerMessages;
