import { expect } from 'chai';
import { findByShadowRole, findByShadowText, within } from 'shadow-dom-testing-library';
import type { Attempt, QuestionFigure, TestResults } from '../../../contract/index.ts';
import '../../../elements/edu-teacher-dashboard.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { waitFor } from '../../../test-support/mount.ts';
import { json } from '../../../test-support/fetch-double.ts';
import { expectInLanguage } from '../../../test-support/languages.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { mountTeacherDashboard } from '../../../test-support/teacher-dashboard.ts';
import { gradedResult } from '../../../test-support/samples.ts';
import { anaGraded, gradedAttempt, managedTest, resultRow, resultsSummary, SUBMITTED_AT } from './results-fixtures.ts';
import { testDraftKey } from './test-draft.ts';

// A teacher id of its own: the test draft is kept in localStorage, shared with other test files.
const TEACHER = 'T-LANG';

const TEST = managedTest({ questions: 1, totalPoints: 10, assignedTo: ['Class A'], submissions: 1, averageScore: 80 });

const RESULTS: TestResults = {
  test: TEST,
  summary: resultsSummary({ students: 2, submitted: 1, graded: 1, averagePercent: 80, passed: 1, passRate: 100 }),
  students: [anaGraded({ attempts: 1, score: 8 }), resultRow({ studentId: 'S002', name: 'Ben Ode' })],
};
const FIGURES: QuestionFigure[] = [
  { questionId: '1', question: 'Zero is even.', type: 'true-false', points: 10, answered: 1, correct: 1, shareCorrect: 100 },
];

const ATTEMPT: Attempt = gradedAttempt(TEST, {
  questions: [{ id: '1', type: 'true-false', question: 'Zero is even.', options: [], points: 10 }],
  answers: { '1': 'true' },
  score: 8,
  results: [gradedResult('1', 'true', 'true', 8, 10)],
});

const ROUTES = {
  'GET /api/tests': json({ data: [TEST], total: 1, nextCursor: null }),
  'GET /api/tests/1/results': json({ data: RESULTS, total: RESULTS.students.length, nextCursor: null }),
  'GET /api/tests/1/question-figures': json({ data: FIGURES }),
  'GET /api/tests/1/grading-queue': json({ data: [], total: 0, nextCursor: null }),
  'GET /api/attempts/11': json({ data: ATTEMPT }),
  'GET /api/getAllStudentcount': json({ students: 2 }),
  [`GET /api/getStudyMaterials/${TEACHER}`]: json({ materials: [] }),
  [`GET /api/dashboard/${TEACHER}`]: json({
    data: { totalStudents: 2, activeClasses: 1, uploadedMaterials: 0, pendingTests: 1, avgAttendance: 0, recentActivity: [] },
  }),
};

const long = { timeout: 10000 };

/** The dashboard in `lang`, opened on the Tests section's Manage tab. */
async function openManage(lang: string): Promise<HTMLElement> {
  history.replaceState(null, '', `${location.pathname}${location.search}#tests/manage`);
  return mountTeacherDashboard({ 'teacher-id': TEACHER, lang });
}

/** No half-built test kept from another test. */
const clearDraft = (): void => localStorage.removeItem(testDraftKey(TEACHER));

describe('Tests section in Spanish and Arabic', () => {
  networkSuite(ROUTES, { before: clearDraft, after: clearDraft });

  it('Spanish: the Manage tab, a test card with a Spanish date and the results in Spanish', async () => {
    const el = await openManage('es');
    await expectInLanguage(el, 'ltr', 'Gestión de pruebas', long);
    expect((await findByShadowRole(el, 'tab', { name: 'Gestionar' })).getAttribute('aria-selected')).to.equal('true');
    await findByShadowRole(el, 'heading', { name: 'Todas las pruebas (1)' }, long);

    const card = await findByShadowRole(el, 'article', { name: TEST.title });
    expect(within(card).getByShadowText('Activa').textContent).to.equal('Estado: Activa');
    // The day the test was created, with the month named in Spanish ("1 mar 2025").
    const created = within(card).getByShadowText('Creada').nextElementSibling!.textContent!;
    expect(created).to.equal(new Intl.DateTimeFormat('es', { dateStyle: 'medium' }).format(new Date(2025, 2, 1)));
    expect(created).to.match(/\bmar\b/);

    within(card).getByShadowRole('button', { name: 'Ver resultados' }).click();
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Resultados de la prueba' }, long);
    await within(dialog).findByShadowRole('heading', { name: 'Estudiantes (2)' }, long);
    within(dialog).getByShadowRole('tab', { name: 'Por calificar (0)' });
    expect(within(dialog).getByShadowText('Entregadas').nextElementSibling!.textContent).to.equal('1 de 2');
    const ana = within(dialog).getByShadowRole('rowheader', { name: 'Ana Lima' }).closest('tr')!;
    const cells = Array.from(ana.querySelectorAll('td')).map((td) => td.textContent!.trim());
    const when = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(SUBMITTED_AT));
    expect(cells.slice(0, 7)).to.deep.equal(['Class A', 'Calificada', '1', '8 / 10', '80\u00a0%', 'Aprobado', when]);
    within(ana).getByShadowRole('button', { name: 'Ver respuestas de Ana Lima' });
  });

  it("Arabic: right to left, the Manage and Create tabs and the builder's checks", async () => {
    const el = await openManage('ar');
    const title = await expectInLanguage(el, 'rtl', 'إدارة الاختبارات', long);
    expect(getComputedStyle(title).direction).to.equal('rtl');
    await findByShadowRole(el, 'heading', { name: `جميع الاختبارات (${formatNumber('ar', 1)})` }, long);
    const card = await findByShadowRole(el, 'article', { name: TEST.title });
    expect(within(card).getByShadowText('نشط').textContent).to.equal('الحالة: نشط');
    within(card).getByShadowRole('button', { name: 'عرض النتائج' });

    (await findByShadowRole(el, 'tab', { name: 'إنشاء' })).click();
    await findByShadowRole(el, 'textbox', { name: 'عنوان الاختبار' });
    await findByShadowRole(el, 'spinbutton', { name: 'المدة المحددة (بالدقائق)' });
    (await findByShadowRole(el, 'button', { name: /إضافة سؤال/ })).click();
    await findByShadowText(el, 'يرجى إدخال سؤال.');
    (await findByShadowRole(el, 'button', { name: 'حفظ الاختبار' })).click();
    await findByShadowText(el, 'يرجى إدخال عنوان للاختبار.');
  });

  it('Arabic: the results and one attempt, with the back arrow mirrored', async () => {
    const el = await openManage('ar');
    const card = await findByShadowRole(el, 'article', { name: TEST.title }, long);
    within(card).getByShadowRole('button', { name: 'عرض النتائج' }).click();
    const dialog = await findByShadowRole(el, 'dialog', { name: 'نتائج الاختبار' }, long);
    await within(dialog).findByShadowRole('heading', { name: `الطلاب (${formatNumber('ar', 2)})` }, long);
    within(dialog).getByShadowRole('button', { name: 'تصدير CSV' });
    (await within(dialog).findByShadowRole('button', { name: 'عرض الإجابات الخاصة بـAna Lima' })).click();

    await within(dialog).findByShadowRole('heading', { name: 'إجابات Ana Lima' });
    const question = await within(dialog).findByShadowRole('article', { name: `السؤال ${formatNumber('ar', 1)}` }, long);
    await within(question).findByShadowText('صحيحة جزئيًا');
    expect(within(question).getByShadowText('الإجابة').nextElementSibling!.textContent).to.equal('صواب');
    const back = within(dialog).getByShadowRole('button', { name: 'العودة إلى النتائج' });
    // The arrow points back: to the right in right-to-left text.
    const arrow = within(back).getByShadowText('←');
    await waitFor(() => getComputedStyle(arrow).transform === 'matrix(-1, 0, 0, 1, 0, 0)');
  });
});
