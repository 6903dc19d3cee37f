import { SHARED_AR } from '../../lib/i18n/shared-texts.ar.ts';
import { pluralFor } from '../../lib/i18n/plural.ts';
import type { LoadWhat, ParentsMessages } from './messages.ts';

const plural = pluralFor('ar');

/** What each card loads, as "جارٍ تحميل …" and "تعذّر تحميل …" name it. */
const cardNames: Record<LoadWhat, string> = {
  attendance: 'الحضور',
  'test results': 'نتائج الاختبارات',
  'upcoming tests': 'الاختبارات القادمة',
  materials: 'المواد',
};
const eachCard = (text: (name: string) => string) =>
  Object.fromEntries(Object.entries(cardNames).map(([card, name]) => [card, text(name)])) as Record<LoadWhat, string>;

export default {
  parentsPage: 'صفحة أولياء الأمور',
  comingSoon: 'قريبًا...',
  checkingAccount: 'جارٍ التحقق من حسابك...',
  loadingPage: 'جارٍ تحميل صفحة أبنائك...',
  childrensPage: 'صفحة أبنائك',
  welcome: (name: string) => `مرحبًا، ${name}`,
  intro: (children: number) =>
    children === 1 ? 'الحضور والاختبارات والمواد الدراسية لابنك.' : 'الحضور والاختبارات والمواد الدراسية لأبنائك.',
  yourChildren: 'أبناؤك',
  student: (id: string) => `الطالب ${id}`,

  loading: eachCard((name) => `جارٍ تحميل ${name}...`),
  couldNotLoad: (what: LoadWhat, reason: string) => `تعذّر تحميل ${cardNames[what]}: ${reason}`,
  retry: 'إعادة المحاولة',
  unreachable: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
  serverProblem: (status: number) => `واجه الخادم مشكلة (الخطأ ${status}). حاول مرة أخرى لاحقًا.`,
  unreadable: 'أرسل الخادم ردًّا لم تتمكّن هذه الصفحة من قراءته. حاول مرة أخرى لاحقًا.',
  noAnswer: 'لم يصل رد بخصوص هذا الطالب.',

  attendanceThisTerm: 'الحضور في هذا الفصل الدراسي',
  noAttendance: 'لم يُسجَّل أي حضور في هذا الفصل الدراسي بعد.',
  attended: 'من أيام الدراسة المسجّلة حضورًا',
  since: (day: string) => `منذ ${day}`,
  status: SHARED_AR.attendanceStatus,
  daysMarked: 'الأيام المسجّلة',
  recentMarks: 'آخر التسجيلات',
  noMarks: 'لا توجد تسجيلات بعد.',
  latestMarks: (n: number) =>
    plural(n, {
      zero: 'لا توجد تسجيلات',
      one: 'آخر تسجيل',
      two: 'آخر تسجيلين، الأحدث أولًا',
      few: 'آخر # تسجيلات، الأحدث أولًا',
      many: 'آخر # تسجيلًا، الأحدث أولًا',
      other: 'آخر # تسجيل، الأحدث أولًا',
    }),
  absencesThisTerm: 'الغياب في هذا الفصل الدراسي',
  noAbsences: 'لا غياب في هذا الفصل الدراسي.',
  absenceCount: (n: number) =>
    plural(n, { zero: 'لا غياب', one: 'غياب واحد', two: 'غيابان', few: '# غيابات', many: '# غيابًا', other: '# غياب' }),

  testResults: 'نتائج الاختبارات',
  noResults: 'لا توجد اختبارات مصحّحة بعد.',
  columns: { test: 'الاختبار', date: 'التاريخ', marks: 'الدرجات', score: 'النسبة', result: 'النتيجة' },
  passed: 'ناجح',
  notPassed: 'غير ناجح',

  upcomingTests: 'الاختبارات القادمة',
  noUpcoming: 'لا توجد اختبارات قادمة.',
  minutesShort: (n: number) =>
    plural(n, { zero: '# دقيقة', one: 'دقيقة واحدة', two: 'دقيقتان', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' }),
  testState: { 'in-progress': 'قيد الإنجاز', open: 'مفتوح الآن', upcoming: 'قادم' },
  noDateSet: 'لم يُحدَّد موعد',

  recentMaterials: 'أحدث المواد',
  noMaterials: 'لا توجد مواد لهذا الصف بعد.',
  view: SHARED_AR.view,
  viewMaterial: (name: string) => `عرض ${name}`,
  fileNotAvailable: SHARED_AR.fileNotAvailable,
  sizeUnits: SHARED_AR.sizeUnits,
} satisfies ParentsMessages;
