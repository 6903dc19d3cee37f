import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryAllByShadowRole, within } from 'shadow-dom-testing-library';
import { mount, setPath, setWidth } from '../../../test-support/mount.ts';
import { signInForTest } from '../../../test-support/session.ts';
import { json, onePage } from '../../../test-support/fetch-double.ts';
import { expectInLanguage } from '../../../test-support/languages.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { resetAll } from '../../../test-support/learner-dashboard.ts';
import { attempt, cardFacts, gradedAttempt, learnerTest, opening, RESULTS } from '../../../test-support/learner-tests.ts';

const OPENS = '2030-05-06T10:15';
const ROUTES = {
  'GET /api/learners/S001/results': onePage(RESULTS),
  'GET /api/learners/S001/tests': onePage([
    learnerTest({ id: 7, title: 'Algebra Quiz', state: 'open' }),
    learnerTest({ id: 4, title: 'Geometry Test', state: 'upcoming', scheduledDate: OPENS }),
    learnerTest({
      id: 2,
      title: 'Graded Quiz',
      state: 'completed',
      attemptsUsed: 1,
      latest: { id: 20, status: 'graded', percentage: 80, passed: true, submittedAt: '2030-01-01T10:00:00.000Z' },
    }),
  ]),
  'POST /api/tests/7/attempts': json({ data: attempt() }, 201),
  'GET /api/attempts/20': json({ data: gradedAttempt({ id: 20 }) }),
};

const num = (tag: string, n: number): string => new Intl.NumberFormat(tag).format(n);

/** The learner's dashboard in a language, opened on the Test section (its URL hash). */
async function showTests(lang: string): Promise<HTMLElement> {
  setPath('/learners');
  history.replaceState(null, '', `${location.pathname}${location.search}#test`);
  await setWidth(1280);
  signInForTest('student');
  return mount<HTMLElement>('edu-learner-dashboard', { lang, 'no-shell': '' });
}

const card = (el: HTMLElement, title: string) => findByShadowRole(el, 'article', { name: title });

describe('<edu-learner-dashboard>: the Test section in Spanish and Arabic', () => {
  networkSuite(ROUTES, { after: resetAll });

  it('in Spanish: the list, the opening date with its Spanish month, a result and its review', async function () {
    this.timeout(40_000);
    const el = await showTests('es');
    await expectInLanguage(el, 'ltr', 'Mis pruebas', { level: 2, timeout: 15_000 });
    const list = await findByShadowRole(el, 'article', { name: 'Mis pruebas' });
    await within(list).findByShadowRole('heading', { name: 'Completadas (1)' });
    expect([...list.querySelectorAll('h3')].map((h) => h.textContent)).to.deep.equal([
      'Abiertas (1)',
      'Próximas (1)',
      'Completadas (1)',
    ]);

    const open = await card(el, 'Algebra Quiz');
    await within(open).findByShadowRole('button', { name: 'Empezar prueba' });
    expect(cardFacts(open)).to.deep.equal(['Tiempo límite: 30 minutos', 'Preguntas: 4', 'Puntos: 10', 'Intentos: 0 de 2 usados']);

    const upcoming = await card(el, 'Geometry Test');
    await within(upcoming).findByShadowText(`Se abre el ${opening('es')}`);
    expect(opening('es')).to.equal('6 may 2030, 10:15');

    const graded = await card(el, 'Graded Quiz');
    // Spanish puts a (non-breaking) space before the percent sign.
    await within(graded).findByShadowText('Puntuación: 80 %');
    await within(graded).findByShadowText('Aprobado');
    await findByShadowRole(el, 'heading', { name: 'Resultados de las pruebas' });
    await findByShadowRole(el, 'button', { name: 'Ver todos los resultados' });

    (await within(graded).findByShadowRole('button', { name: 'Ver resultado' })).click();
    await findByShadowRole(el, 'heading', { name: 'Algebra Quiz: tu resultado' });
    const score = await findByShadowRole(el, 'article', { name: 'Tu puntuación' });
    await within(score).findByShadowText('8 de 10 puntos');
    const review = queryAllByShadowRole(el, 'heading', { name: /^Pregunta \d+$/ }).map((h) => h.closest('li')!);
    expect(review[1]!.textContent)
      .to.contain('Pregunta 2')
      .and.contain('Incorrecta')
      .and.contain('Tu respuesta')
      .and.contain('Falso');
    expect(review[3]!.textContent).to.contain('Comentario del profesor').and.contain('Parcialmente correcta');
    await findByShadowRole(el, 'button', { name: 'Volver a las pruebas' });
  });

  it('in Arabic: right to left, the list and taking a test with Arabic plurals', async () => {
    const el = await showTests('ar');
    await expectInLanguage(el, 'rtl', 'اختباراتي', { level: 2, timeout: 15_000 });
    const list = await findByShadowRole(el, 'article', { name: 'اختباراتي' });
    await within(list).findByShadowRole('heading', { name: `مفتوحة (${num('ar', 1)})` });
    await within(await card(el, 'Geometry Test')).findByShadowText(`موعد الفتح: ${opening('ar')}`);
    await within(await card(el, 'Graded Quiz')).findByShadowText('ناجح');
    await findByShadowRole(el, 'heading', { name: 'نتائج الاختبارات' });

    (await within(await card(el, 'Algebra Quiz')).findByShadowRole('button', { name: 'بدء الاختبار' })).click();
    await findByShadowRole(el, 'heading', { name: `السؤال ${num('ar', 1)}` });
    await findByShadowRole(el, 'timer', { name: 'الوقت المتبقي' });
    // Four questions, ten points, two points for the first: each in its Arabic plural form.
    await findByShadowText(el, `${num('ar', 4)} أسئلة`);
    await findByShadowText(el, `${num('ar', 10)} نقاط`);
    await findByShadowRole(el, 'radiogroup', { name: `السؤال ${num('ar', 1)} نقطتان What is 2 + 3?` });
    await findByShadowRole(el, 'radio', { name: 'صح' });
    // The back arrow points the way Arabic reads.
    const back = await findByShadowRole(el, 'button', { name: 'العودة إلى الاختبارات' });
    expect(getComputedStyle(back.querySelector('svg')!).transform).to.not.equal('none');

    (await findByShadowRole(el, 'button', { name: 'تسليم الاختبار' })).click();
    const dialog = await findByShadowRole(el, 'alertdialog', { name: 'تسليم الاختبار؟' });
    await within(dialog).findByShadowText(`${num('ar', 4)} من ${num('ar', 4)} أسئلة بلا إجابة:`);
    expect([...dialog.querySelectorAll('li')].map((li) => li.textContent)[0]).to.equal(`السؤال ${num('ar', 1)} بلا إجابة`);
    await within(dialog).findByShadowRole('button', { name: 'متابعة الإجابة' });
    await within(dialog).findByShadowRole('button', { name: 'سلِّم الآن' });
  });
});
