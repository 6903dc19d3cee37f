import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryAllByShadowRole, within } from 'shadow-dom-testing-library';
import '../../elements/edu-parents.ts';
import { elementRoot, mount, waitFor } from '../../test-support/mount.ts';
import { resetSession, signInForTest, signOutForTest } from '../../test-support/session.ts';
import { type Answer, json, onePage } from '../../test-support/fetch-double.ts';
import { expectInLanguage } from '../../test-support/languages.ts';
import { networkSuite } from '../../test-support/network-suite.ts';
import { marchRecords, sampleChildSummary as summary } from '../../test-support/samples.ts';
import { result, test } from './parents-test-fixtures.ts';

/** The children's last two records: present on 6 March, absent on the 5th. */
const recent = marchRecords([6, 'present'], [5, 'absent']);

const API = 'http://api.test';

/** Aarav (S001), Diya (S002) and Kabir (S003), as the parents view's own tests serve them. */
const ROUTES: Record<string, Answer> = {
  'GET /api/students/S001/attendance': () => json({ data: summary('S001', 'Aarav Sharma', { recent }) }),
  'GET /api/students/S002/attendance': () =>
    json({ data: summary('S002', 'Diya Sharma', { recent, class: 'Class B', absences: ['2026-02-11', '2026-01-20'] }) }),
  'GET /api/learners/S001/results': () => onePage([result(1, 'Algebra Quiz', 7.5, 10)]),
  'GET /api/learners/S002/results': () => onePage([]),
  'GET /api/learners/S001/tests': () => onePage([test(3, 'Mechanics Unit Test', 'upcoming'), test(4, 'Waves Quiz', 'open', '')]),
  'GET /api/learners/S002/tests': () => onePage([]),
  'GET /api/studyMaterials/S001': () =>
    json({
      studyMaterials: [
        {
          name: 'Algebra Notes.pdf',
          uploaded_at: '2026-03-01T10:00:00.000Z',
          size: 1536,
          url: '/api/files/abcdefabcdef',
          type: 'application/pdf',
        },
      ],
    }),
  'GET /api/studyMaterials/S002': () => json({ studyMaterials: [] }),
  'GET /api/students/S003/attendance': () => json({ data: summary('S003', 'Kabir Sharma', { recent, class: 'Class C' }) }),
  'GET /api/learners/S003/results': () => onePage([]),
  'GET /api/learners/S003/tests': () => onePage([]),
  'GET /api/studyMaterials/S003': () => json({ studyMaterials: [] }),
};

const day = (tag: string, y: number, m: number, d: number): string =>
  new Date(y, m - 1, d).toLocaleDateString(tag, { day: 'numeric', month: 'short', year: 'numeric' });
const card = async (el: HTMLElement, title: string): Promise<HTMLElement> =>
  (await findByShadowRole(el, 'heading', { name: title }, { timeout: 10_000 })).closest('section')!;

describe('<edu-parents> in Spanish and Arabic', () => {
  const net = networkSuite(undefined, { after: resetSession });

  async function openAsParent(lang: string, children = ['S001', 'S002']): Promise<HTMLElement> {
    net.serve(ROUTES);
    signInForTest('parent', API, { children });
    return mount<HTMLElement>('edu-parents', { 'api-base': API, lang });
  }

  it("in Spanish: the children's cards with Spanish dates, decimals and words", async () => {
    const el = await openAsParent('es');
    await expectInLanguage(el, 'ltr', 'Te damos la bienvenida, Rajesh Sharma', { timeout: 10_000 });
    await findByShadowRole(el, 'tablist', { name: 'Tus hijos' });

    const attendance = await card(el, 'Asistencia de este trimestre');
    await within(attendance).findByShadowText(`Desde el ${day('es', 2026, 1, 1)}`);
    expect(day('es', 2026, 1, 1)).to.contain('ene');
    expect(attendance.textContent).to.include('de los días lectivos registrados con asistencia');
    await within(attendance).findByShadowRole('list', { name: '1 ausencia' });
    const marks = await within(attendance).findByShadowRole('list', {
      name: 'Los últimos 2 registros, del más reciente al más antiguo',
    });
    expect(queryAllByShadowRole(marks, 'listitem').map((m) => m.textContent!.split(' ').at(-1))).to.deep.equal([
      'Presente',
      'Ausente',
    ]);

    const results = await card(el, 'Resultados de las pruebas');
    const row = await within(results).findByShadowRole('row', { name: /Algebra Quiz/ });
    expect(row.textContent).to.include('7,5/10').and.include('Aprobado');
    await within(results).findByShadowRole('columnheader', { name: 'Fecha' });

    const tests = await card(el, 'Próximas pruebas');
    expect((await within(tests).findByShadowText('Waves Quiz')).closest('li')!.textContent)
      .to.include('Abierta ahora')
      .and.include('Sin fecha fijada');

    const materials = await card(el, 'Materiales recientes');
    await within(materials).findByShadowRole('button', { name: 'Ver Algebra Notes.pdf' });
    expect(materials.textContent).to.include('1,5 KB');
  });

  it('in Arabic: right to left, Arabic words and plurals, and the arrow keys follow the reading direction', async () => {
    const el = await openAsParent('ar', ['S001', 'S002', 'S003']);
    await expectInLanguage(el, 'rtl', 'مرحبًا، Rajesh Sharma', { timeout: 10_000 });
    await findByShadowRole(el, 'tablist', { name: 'أبناؤك' });
    const attendance = await card(el, 'الحضور في هذا الفصل الدراسي');
    await within(attendance).findByShadowText(`منذ ${day('ar', 2026, 1, 1)}`);
    await within(attendance).findByShadowRole('list', { name: 'غياب واحد' });
    await card(el, 'نتائج الاختبارات');
    const tests = await card(el, 'الاختبارات القادمة');
    expect((await within(tests).findByShadowText('Waves Quiz')).closest('li')!.textContent)
      .to.include('مفتوح الآن')
      .and.include('لم يُحدَّد موعد');

    // Right to left, the left arrow goes on to the next child (left to right it would wrap round to the last).
    const first = await findByShadowRole(el, 'tab', { name: 'Aarav Sharma' });
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await findByShadowRole(el, 'tab', { name: 'Diya Sharma', selected: true });
    const other = await findByShadowRole(el, 'tabpanel', { name: 'Diya Sharma' });
    await within(other).findByShadowRole('list', { name: 'غيابان' });
    await waitFor(() => other.textContent!.includes('لا توجد اختبارات مصحّحة بعد.'));
  });

  it('signed out, the placeholder in Arabic', async () => {
    net.serve({});
    signOutForTest(API);
    const el = await mount<HTMLElement>('edu-parents', { 'api-base': API, lang: 'ar' });
    await findByShadowRole(el, 'heading', { name: 'صفحة أولياء الأمور' }, { timeout: 10_000 });
    await findByShadowText(el, 'قريبًا...');
    expect(elementRoot(el).dir).to.equal('rtl');
  });
});
