import { pluralFor } from '../../lib/i18n/plural.ts';
import type { HomeMessages } from './messages.ts';

const plural = pluralFor('ar');
const minutes = (n: number) =>
  plural(n, { zero: '# دقيقة', one: 'دقيقة واحدة', two: 'دقيقتان', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' });

export default {
  headline: 'لكل طالب، ولكل فصل دراسي. نتائج حقيقية.',
  mission:
    'نحن منظمة غير ربحية رسالتها تقديم تعليم مجاني عالمي المستوى للجميع، في كل مكان. ' +
    'هنا يعمل الطلاب والمعلمون وأولياء الأمور معًا، في مكان واحد.',
  audiences: { learners: 'الطلاب', teachers: 'المعلمون', parents: 'أولياء الأمور' },
  illustration: 'طالب مبتسم يذاكر بحاسوب محمول وكتب',
  topRated: 'الأعلى تقييمًا',

  examHeading: 'معلومات الامتحانات',
  forStudents: 'للطلاب',
  rowTitles: { 'take-test': 'اختبارات تجريبية', 'download-materials': 'مواد دراسية', 'view-report': 'متابعة التقدّم' },
  rowButtons: { 'take-test': 'ابدأ الاختبار', 'download-materials': 'تنزيل', 'view-report': 'عرض التقرير' },

  classes: 'الصفوف',
  classNames: { 'Class 11': 'الصف الحادي عشر', 'Class 12': 'الصف الثاني عشر' },
  classTimingLabel: 'مواعيد الحصص',
  feesLabel: 'الرسوم',
  classTiming: (from: string, to: string) => `${from} - ${to}`,
  perMonth: (fee: string) => `${fee} شهريًا`,
  getSyllabus: 'احصل على المنهج',
  viewMaterial: 'عرض المواد',
  enrollNow: 'سجّل الآن',

  scheduleHeading: 'جدول الحصص',
  subjects: {
    Mathematics: 'الرياضيات',
    Physics: 'الفيزياء',
    Chemistry: 'الكيمياء',
    Biology: 'الأحياء',
    English: 'اللغة الإنجليزية',
    History: 'التاريخ',
    'Computer Science': 'علوم الحاسوب',
  },
  sessionTime: (from: string, to: string) => `${from} - ${to}`,
  sessionNote: (teachingMinutes: number, doubtMinutes: number) =>
    `${minutes(teachingMinutes)} تدريس + ${minutes(doubtMinutes)} لحل الاستفسارات`,
  joinClass: 'انضم إلى الحصة',
  viewNotes: 'عرض الملاحظات',
} satisfies HomeMessages;
