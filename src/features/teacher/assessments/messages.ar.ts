import { SHARED_AR } from '../../../lib/i18n/shared-texts.ar.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { pluralFor } from '../../../lib/i18n/plural.ts';
import type { TestsMessages } from './messages.ts';

const plural = pluralFor('ar');
const n = (x: number): string => formatNumber('ar', x);
const questions = (x: number) =>
  plural(x, { zero: '# سؤال', one: 'سؤال واحد', two: 'سؤالان', few: '# أسئلة', many: '# سؤالًا', other: '# سؤال' });
const points = (x: number) =>
  plural(x, { zero: '# درجة', one: 'درجة واحدة', two: 'درجتان', few: '# درجات', many: '# درجة', other: '# درجة' });
const minutes = (x: number) =>
  plural(x, { zero: '# دقيقة', one: 'دقيقة واحدة', two: 'دقيقتان', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' });
const attempts = (x: number) =>
  plural(x, { zero: '# محاولة', one: 'محاولة واحدة', two: 'محاولتان', few: '# محاولات', many: '# محاولة', other: '# محاولة' });
const list = (items: string[]) => items.join('، ');
/** Option letters in the Arabic (abjad) order: أ، ب، ج، د... */
const LETTERS = ['أ', 'ب', 'ج', 'د', 'هـ', 'و', 'ز', 'ح', 'ط', 'ي'];

export default {
  sectionTitle: 'إدارة الاختبارات',
  sectionLead: 'أنشئ الاختبارات، ثم حدّد مواعيدها وأسندها إلى صفوفك.',
  tabs: { create: 'إنشاء', manage: 'إدارة' },

  draftRestored: 'استُعيد اختبارك غير المحفوظ من هذا المتصفح.',
  discardDraft: 'تجاهل المسودة',
  questionsHeading: (x: number) => `الأسئلة (${n(x)})`,
  totalPoints: (x: number) => `المجموع: ${points(x)}`,
  noQuestionsYet: 'لا توجد أسئلة بعد. أضف سؤالًا باستخدام النموذج.',
  builderSummary: (q: number, p: number) => `${questions(q)} · ${points(p)}`,
  saving: 'جارٍ الحفظ...',
  saveTest: 'حفظ الاختبار',
  saved: 'تم حفظ الاختبار بنجاح!',
  saveFailed: (reason: string) => `تعذّر حفظ الاختبار: ${reason}`,
  unsavedTest: (title: string, q: number) =>
    `${title ? `الاختبار «${title}»` : 'الاختبار الذي تنشئه'} (${questions(q)}) لم يُحفظ بعد. تبقى مسودته في هذا المتصفح حتى تحفظه.`,
  invalid: {
    question: 'يرجى إدخال سؤال.',
    options: 'يرجى ملء جميع الخيارات في أسئلة الاختيار من متعدد.',
    correct: 'يرجى اختيار الإجابة الصحيحة.',
    title: 'يرجى إدخال عنوان للاختبار.',
    course: 'يرجى اختيار المادة.',
    noQuestions: 'يرجى إضافة سؤال واحد على الأقل.',
  },
  invalidTimeLimit: (min: number, max: number) => `يجب أن تكون المدة الزمنية عددًا صحيحًا بين ${n(min)} و${n(max)}.`,
  invalidMaxAttempts: (min: number, max: number) => `يجب أن يكون الحد الأقصى للمحاولات عددًا صحيحًا بين ${n(min)} و${n(max)}.`,
  invalidPassingScore: (min: number, max: number) => `يجب أن تكون درجة النجاح رقمًا بين ${n(min)} و${n(max)}.`,
  invalidPoints: (min: number, max: number) => `يجب أن تكون الدرجات عددًا صحيحًا بين ${n(min)} و${n(max)}.`,

  settingsHeading: 'إعدادات الاختبار',
  testTitle: 'عنوان الاختبار',
  testTitlePlaceholder: 'مثال: اختبار قصير في الجبر، الوحدة ٢',
  testCourse: 'المادة',
  selectCourse: 'اختر المادة',
  timeLimitMinutes: 'المدة المحددة (بالدقائق)',
  maxAttempts: 'الحد الأقصى للمحاولات',
  passingScorePercent: 'درجة النجاح (٪)',

  addQuestion: 'إضافة سؤال',
  questionType: 'نوع السؤال',
  questionTypes: {
    'multiple-choice': 'اختيار من متعدد',
    'true-false': 'صواب/خطأ',
    'short-answer': 'إجابة قصيرة',
    essay: 'مقالي',
  },
  points: 'الدرجات',
  questionText: 'نص السؤال',
  questionTextPlaceholder: 'اكتب السؤال الذي سيجيب عنه الطلاب',
  options: 'الخيارات',
  optionLetter: (index: number) => LETTERS[index] ?? n(index + 1),
  option: (letter: string) => `الخيار ${letter}`,
  correctAnswer: 'الإجابة الصحيحة',
  selectCorrectOption: 'اختر الخيار الصحيح',
  correctOptionChoice: (letter: string, text: string) => (text ? `${letter}: ${text}` : letter),
  selectTrueOrFalse: 'اختر صواب أو خطأ',
  trueFalse: { true: 'صواب', false: 'خطأ' },
  expectedAnswer: 'الإجابة المتوقعة',
  essayHint: 'تُصحَّح الإجابات المقالية يدويًا؛ لا حاجة إلى مفتاح إجابة.',

  question: (x: number) => `السؤال ${n(x)}`,
  questionNumber: (x: number) => `س${n(x)}`,
  pointCount: (x: number) => points(x),
  removeQuestion: (x: number) => `حذف السؤال ${n(x)}`,
  removeQuestionTitle: 'حذف السؤال',
  correctOptionMark: '(الإجابة الصحيحة)',
  correctTrueFalse: (answer: string) => `الإجابة الصحيحة: ${answer}`,
  expected: (answer: string) => `المتوقع: ${answer}`,

  allTests: 'جميع الاختبارات',
  allTestsCount: (x: number) => `جميع الاختبارات (${n(x)})`,
  loadTestsFailed: (reason: string) => `تعذّر تحميل الاختبارات: ${reason}`,
  retry: 'إعادة المحاولة',
  loadingTests: 'جارٍ تحميل الاختبارات...',
  noTests: 'لا توجد اختبارات بعد. أنشئ اختبارًا في تبويب «إنشاء».',
  scheduledToast: (title: string, when: string) => `حُدّد موعد «${title}» في ${when}.`,
  scheduleFailed: (title: string, reason: string) => `تعذّر تحديد موعد «${title}»: ${reason}`,
  assignedToast: (title: string, classes: string[]) => `أُسند «${title}» إلى ${list(classes)}.`,
  unassignedToast: (title: string) => `لم يعد «${title}» مُسندًا إلى أي صف.`,
  assignFailed: (title: string, reason: string) => `تعذّر إسناد «${title}»: ${reason}`,

  statusPrefix: 'الحالة: ',
  status: { draft: 'مسودة', scheduled: 'مجدول', active: 'نشط', completed: 'مكتمل' },
  actions: {
    schedule: 'تحديد موعد الاختبار',
    assign: 'إسناد إلى الصفوف',
    start: 'بدء الاختبار',
    results: 'عرض النتائج',
    details: 'عرض التفاصيل',
  },
  factQuestions: 'الأسئلة',
  factPoints: 'الدرجات',
  factCreated: 'تاريخ الإنشاء',
  factScheduled: 'الموعد',
  factAssignedTo: 'مُسند إلى',
  factSubmissions: 'التسليمات',
  factAverageScore: 'متوسط الدرجات',
  notScheduled: 'لم يُحدَّد موعد',
  notAssigned: 'غير مُسند',

  detailsTitle: { start: 'بدء الاختبار', details: 'تفاصيل الاختبار' },
  startNotice: (scheduled: string, classes: string[], m: number, a: number) =>
    `${scheduled ? `موعده ${scheduled}. ` : ''}${classes.length ? `يؤديه طلاب ${list(classes)}` : 'لم يُسند إلى أي صف بعد؛ سيؤديه الطلاب'} من لوحة التحكم الخاصة بهم، ولديهم ${minutes(m)} و${attempts(a)}.`,
  factCourse: 'المادة',
  factStatus: 'الحالة',
  factTimeLimit: 'المدة المحددة',
  minutesShort: (x: number) => minutes(x),
  factMaxAttempts: 'الحد الأقصى للمحاولات',
  factPassingScore: 'درجة النجاح',
  factTotalPoints: 'مجموع الدرجات',
  loadQuestionsFailed: (reason: string) => `تعذّر تحميل الأسئلة: ${reason}`,
  loadingQuestions: 'جارٍ تحميل الأسئلة...',
  done: 'تم',

  classes: 'الصفوف',
  cancel: SHARED_AR.cancel,
  assigning: 'جارٍ الإسناد...',
  assign: 'إسناد',
  dateAndTime: 'التاريخ والوقت',
  pickDateAndTime: 'يرجى اختيار التاريخ والوقت.',
  scheduling: 'جارٍ تحديد الموعد...',
  schedule: 'تحديد الموعد',
} satisfies TestsMessages;
