import { SHARED_AR } from '../../../lib/i18n/shared-texts.ar.ts';
import { pluralFor } from '../../../lib/i18n/plural.ts';
import type { LearnerSectionMessages } from './section-messages.ts';

const plural = pluralFor('ar');
/** Days on their own ("٥ أيام", "يومان"). */
const days = (n: number): string =>
  plural(n, { zero: '# يوم', one: 'يوم واحد', two: 'يومان', few: '# أيام', many: '# يومًا', other: '# يوم' });
/** Days after a preposition (من، منذ): the dual takes its genitive form, "يومين". */
const daysAfter = (n: number): string =>
  plural(n, { zero: '# يوم', one: 'يوم واحد', two: 'يومين', few: '# أيام', many: '# يومًا', other: '# يوم' });

export default {
  addCourseTitle: 'إضافة دورة جديدة',
  courseTitle: 'عنوان الدورة',
  category: 'الفئة',
  categoryPlaceholder: 'مثل: الرياضيات، الفيزياء',
  instructor: 'المدرّس',
  cancel: SHARED_AR.cancel,
  addCourse: 'إضافة الدورة',
  courseErrors: {
    title: 'عنوان الدورة مطلوب',
    category: 'الفئة مطلوبة',
    instructor: 'اسم المدرّس مطلوب',
  },

  fileCount: (n: number) =>
    plural(n, { zero: '# ملف', one: 'ملف واحد', two: 'ملفان', few: '# ملفات', many: '# ملفًا', other: '# ملف' }),
  showingFor: 'عرض مواد {course}',
  showAllMaterials: 'إظهار كل المواد',
  loadingMaterials: 'جارٍ تحميل المواد...',
  noMaterialsFor: (title: string) => `لم يُعثر على مواد للدورة ${title}.`,
  noMaterials: 'لم يُعثر على مواد.',
  viewAllMaterials: 'عرض جميع المواد',
  size: (size: string) => `الحجم: ${size}`,
  uploaded: (date: string) => `تاريخ الرفع: ${date}`,
  fileNotAvailable: SHARED_AR.fileNotAvailable,
  pageCount: SHARED_AR.pageCount,
  processing: SHARED_AR.processing,
  viewFile: (name: string) => `عرض ${name}`,
  view: SHARED_AR.view,
  sizeUnits: SHARED_AR.sizeUnits,

  overallProgress: 'التقدّم العام',
  overallAverage: 'المعدّل العام',
  overallProgressBar: 'التقدّم العام',
  tiles: {
    testsTaken: 'الاختبارات المُنجزة',
    totalMarks: 'مجموع الدرجات',
    averageScore: 'متوسط الدرجة',
    gradeLevel: 'التقدير',
  },
  subjectPerformance: 'الأداء حسب المادة',
  noGradedTests: 'لا توجد اختبارات مصحّحة بعد.',
  subjectAverage: (subject: string) => `متوسط ${subject}`,
  recentPerformance: 'أداء الاختبارات الأخيرة',

  myProfile: 'ملفي الشخصي',
  changePhoto: 'تغيير الصورة',
  level: (level: string) => `المستوى ${level}`,
  levelProgress: (level: string) => `التقدّم في المستوى ${level}`,
  weeklyStreak: 'السلسلة الأسبوعية',
  streakDays: days,
  streakOn: (n: number) => `واصل التقدّم! سلسلتك مستمرة منذ ${daysAfter(n)}!`,
  streakStart: 'أكمل درسًا اليوم لتبدأ سلسلتك!',
  thisWeek: 'هذا الأسبوع',
  weekDays: { mon: 'ن', tue: 'ث', wed: 'ر', thu: 'خ', fri: 'ج', sat: 'س', sun: 'ح' },
  dayLearned: 'تم التعلّم',
  dayNotYet: 'ليس بعد',
  avatarFallback: 'م',

  editProfileTitle: 'تعديل الملف الشخصي',
  fullName: 'الاسم الكامل',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  location: 'الموقع',
  bio: 'نبذة تعريفية',
  bioPlaceholder: 'أخبرنا عن نفسك',
  saveChanges: 'حفظ التغييرات',
  profileErrors: {
    nameRequired: 'الاسم مطلوب',
    emailRequired: 'البريد الإلكتروني مطلوب',
    emailInvalid: 'يرجى إدخال عنوان بريد إلكتروني صالح',
  },
} satisfies LearnerSectionMessages;
