import type { LearnerTestState } from '../../../contract/attempts.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { pluralFor } from '../../../lib/i18n/plural.ts';
import type { LearnerTestsMessages, ResultsTopic } from './messages.ts';

const plural = pluralFor('ar');
const num = (n: number): string => formatNumber('ar', n);
const questions = (n: number): string =>
  plural(n, { zero: '# سؤال', one: 'سؤال واحد', two: 'سؤالان', few: '# أسئلة', many: '# سؤالًا', other: '# سؤال' });
const points = (n: number): string =>
  plural(n, { zero: '# نقطة', one: 'نقطة واحدة', two: 'نقطتان', few: '# نقاط', many: '# نقطة', other: '# نقطة' });

/** The groups' names as they follow 'الاختبارات' in "عرض جميع الاختبارات المفتوحة (30)". */
const groupAdjective: Record<LearnerTestState, string> = {
  'in-progress': 'قيد الإنجاز',
  open: 'المفتوحة',
  upcoming: 'القادمة',
  completed: 'المكتملة',
  closed: 'المغلقة',
};

const couldNotLoad: Record<ResultsTopic, string> = {
  'your test results': 'تعذّر تحميل نتائج اختباراتك.',
  'your progress': 'تعذّر تحميل تقدّمك.',
};

export default {
  myTests: 'اختباراتي',
  testCount: (n: number) =>
    plural(n, { zero: '# اختبار', one: 'اختبار واحد', two: 'اختباران', few: '# اختبارات', many: '# اختبارًا', other: '# اختبار' }),
  groups: {
    'in-progress': 'قيد الإنجاز',
    open: 'مفتوحة',
    upcoming: 'قادمة',
    completed: 'مكتملة',
    closed: 'مغلقة',
  },
  showAll: (n: number, state: LearnerTestState) => `عرض جميع الاختبارات ${groupAdjective[state]} (${num(n)})`,
  loadingTests: 'جارٍ تحميل اختباراتك...',
  couldNotLoadTests: (reason: string) => `تعذّر تحميل اختباراتك. ${reason}`,
  noTests: 'لم تُسنَد أي اختبارات إلى صفّك بعد.',
  retry: 'إعادة المحاولة',

  timeLimit: 'المدة المحددة',
  questionsLabel: 'الأسئلة',
  pointsLabel: 'النقاط',
  attemptsLabel: 'المحاولات',
  minutes: (n: number) =>
    plural(n, { zero: '# دقيقة', one: 'دقيقة واحدة', two: 'دقيقتان', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' }),
  attemptsUsed: (used: number, max: number) => `استُخدمت ${num(used)} من ${num(max)}`,
  opensOn: (when: string) => `موعد الفتح: ${when}`,
  opensLater: 'سيُفتح في موعد لم يُحدَّد بعد',
  testClosed: 'أُغلق هذا الاختبار.',
  score: (percent: string) => `الدرجة: ${percent}`,
  lastScore: (percent: string) => `آخر درجة: ${percent}`,
  passed: 'ناجح',
  notPassed: 'غير ناجح',
  waitingForGrading: 'بانتظار التصحيح',
  onlyLearner: 'الطالب وحده يمكنه أداء هذا الاختبار.',
  starting: 'جارٍ البدء...',
  opening: 'جارٍ الفتح...',
  startTest: 'بدء الاختبار',
  resumeTest: 'متابعة الاختبار',
  viewResult: 'عرض النتيجة',
  timeLeftChecking: 'الوقت المتبقي: جارٍ التحقق...',
  timeLeftUnknown: (reason: string) => `الوقت المتبقي غير معروف: ${reason}`,
  timeLeftIs: (clock: string) => `الوقت المتبقي: ${clock}`,
  timeUpSubmitting: 'انتهى الوقت: يجري تسليم إجاباتك المحفوظة.',

  backToTests: 'العودة إلى الاختبارات',
  questions,
  points,
  attemptOf: (n: number, max: number) => `المحاولة ${num(n)} من ${num(max)}`,
  attemptHint: 'تُحفَظ إجاباتك أولًا بأول. يستمر المؤقّت في العدّ إذا غادرت هذه الصفحة: زر «متابعة الاختبار» يعيدك إليه.',
  timeLeft: 'الوقت المتبقي',
  minutesLeft: (n: number) =>
    plural(n, {
      zero: 'لم تتبقَّ أي دقيقة.',
      one: 'تبقّت دقيقة واحدة.',
      two: 'تبقّت دقيقتان.',
      few: 'تبقّت # دقائق.',
      many: 'تبقّت # دقيقة.',
      other: 'تبقّت # دقيقة.',
    }),
  submitting: {
    learner: 'جارٍ تسليم إجاباتك...',
    time: 'انتهى الوقت. جارٍ تسليم إجاباتك...',
    closed: 'سبق تسليم هذه المحاولة. جارٍ تحميل نتيجتك...',
  },
  notSubmitted: (reason: string) => `لم يُسلَّم اختبارك: ${reason}`,
  timeUpNotSubmitted: (reason: string) => `انتهى الوقت، لكن تعذّر تسليم إجاباتك: ${reason}`,
  resultNotLoaded: (reason: string) => `تعذّر تحميل نتيجتك: ${reason}`,
  tryAgain: 'حاول مرة أخرى',
  submitTest: 'تسليم الاختبار',
  unsavedWork: 'بعض إجابات هذا الاختبار لم تُحفَظ بعد.',
  saveStatus: {
    saving: 'جارٍ الحفظ...',
    saved: 'حُفظت جميع الإجابات',
    error: 'لم تُحفَظ بعد: جارٍ إعادة المحاولة',
  },
  notSavedAnnouncement: 'آخر إجاباتك لم تُحفَظ بعد. جارٍ إعادة المحاولة.',
  retryNow: 'أعد المحاولة الآن',
  questionNumber: (n: number | string) => `السؤال ${typeof n === 'number' ? num(n) : n}`,
  trueFalse: { true: 'صح', false: 'خطأ' },

  submitTitle: 'تسليم الاختبار؟',
  keepAnswering: 'متابعة الإجابة',
  submitNow: 'سلِّم الآن',
  unansweredSummary: (unanswered: number, total: number) => {
    if (unanswered === 0) return total === 1 ? 'تمت الإجابة عن السؤال.' : `تمت الإجابة عن جميع الأسئلة (${num(total)}).`;
    return `${num(unanswered)} من ${questions(total)} بلا إجابة:`;
  },
  questionUnanswered: (n: number) => `السؤال ${num(n)} بلا إجابة`,
  cannotChange: 'بعد التسليم، لا يمكن تغيير إجاباتك.',

  resultTitle: (title: string) => `${title}: نتيجتك`,
  yourScore: 'درجتك',
  autoSubmitted: 'انتهى الوقت، فسُلِّمت إجاباتك المحفوظة تلقائيًا.',
  pointsOf: (score: number, total: number) => `${num(score)} من ${points(total)}`,
  passingScore: (percent: string) => `درجة النجاح: ${percent}`,
  waitingTitle: 'تم التسليم: بانتظار تصحيح معلّمك',
  stillToGrade: (n: number) =>
    plural(n, {
      zero: 'لا توجد أسئلة بانتظار التصحيح.',
      one: 'لا يزال سؤال واحد بانتظار التصحيح.',
      two: 'لا يزال سؤالان بانتظار التصحيح.',
      few: 'لا تزال # أسئلة بانتظار التصحيح.',
      many: 'لا يزال # سؤالًا بانتظار التصحيح.',
      other: 'لا يزال # سؤال بانتظار التصحيح.',
    }),
  gradingExplained: 'ستظهر هنا درجتك، وما إذا كنت قد نجحت، ونتيجة كل سؤال بعد أن يصحّح معلّمك إجاباتك.',
  pointsSoFar: (score: number, total: number, passing: string) =>
    `النقاط حتى الآن: ${num(score)} من ${num(total)}. درجة النجاح: ${passing}.`,
  outcome: {
    correct: 'صحيحة',
    incorrect: 'خاطئة',
    partial: 'صحيحة جزئيًا',
    pending: 'بانتظار التصحيح',
  },
  yourAnswer: 'إجابتك',
  noAnswer: 'بلا إجابة',
  correctAnswer: 'الإجابة الصحيحة',
  notGradedYet: (max: number) => `لم تُصحَّح بعد (من ${num(max)})`,
  pointsOutOf: (got: number, max: number) => `${num(got)} من ${num(max)}`,
  teachersComment: 'تعليق المعلّم',

  testResults: 'نتائج الاختبارات',
  resultScoreLabel: (testName: string) => `درجة ${testName}`,
  viewAllResults: 'عرض جميع نتائج الاختبارات',
  noResults: 'لا توجد اختبارات مصحّحة بعد. ستظهر نتائجك هنا بعد أن يصحّح معلّم أول اختبار لك.',
  loadingTopic: { 'your test results': 'جارٍ تحميل نتائج اختباراتك...', 'your progress': 'جارٍ تحميل تقدّمك...' },
  couldNotLoadTopic: (topic: ResultsTopic, reason: string) => `${couldNotLoad[topic]} ${reason}`,

  unreachable: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك.',
  somethingWrong: 'حدث خطأ ما.',
} satisfies LearnerTestsMessages;
