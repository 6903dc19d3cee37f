/// <reference types="mocha" />
import { expect } from 'chai';
import { findByShadowRole, findByShadowText, within } from 'shadow-dom-testing-library';
import '../../elements/edu-home.ts';
import type { EduEventDetails } from '../../lib/events.ts';
import { CATALOGUE } from '../../test-support/catalogue.ts';
import { recordEvents } from '../../test-support/events.ts';
import { fakeFetch, json, type Answer, type FetchDouble } from '../../test-support/fetch-double.ts';
import { cleanup, elementRoot, mount } from '../../test-support/mount.ts';

/** What a class card shows under a term ('Class Timing', 'Fees'), by the term's place. */
const facts = async (el: HTMLElement, className: string): Promise<string[]> => {
  const card = await findByShadowRole(el, 'article', { name: className });
  return [...card.querySelectorAll('dd')].map((dd) => dd.textContent ?? '');
};

async function show(attrs: Record<string, string> = {}): Promise<HTMLElement> {
  const el = await mount('edu-home', attrs);
  // The first mount loads the lazy chunk and the language's texts through Vite.
  await findByShadowRole(el, 'heading', { level: 1 }, { timeout: 10_000 });
  return el;
}

describe('<edu-home> in English, Spanish and Arabic', () => {
  let net: FetchDouble;
  beforeEach(() => {
    net = fakeFetch({}, { otherwise: 'network' });
  });
  afterEach(() => {
    net.restore();
    cleanup();
  });

  it('shows the times and fees in English exactly as written before', async () => {
    const el = await show();
    expect(await facts(el, 'Class 11')).to.deep.equal(['6:00 AM - 8:00 AM', '₹15,000/month']);
    expect(await facts(el, 'Class 12')).to.deep.equal(['8:30 AM - 10:30 AM', '₹18,000/month']);
    for (const time of ['11:00 AM-12:00 PM', '12:00 PM-1:00 PM', '1:30 PM-2:30 PM', '2:30 PM-3:30 PM'])
      await findByShadowText(el, time);
  });

  it('shows the page in Spanish, with a 24-hour clock', async () => {
    const el = await show({ lang: 'es' });
    await findByShadowRole(el, 'heading', { name: 'Para cada estudiante, en cada aula. Resultados reales.', level: 1 });
    expect(elementRoot(el).getAttribute('dir')).to.equal('ltr');
    expect((await findByShadowRole(el, 'link', { name: 'Estudiantes' })).getAttribute('href')).to.equal('/learners');
    await findByShadowRole(el, 'img', { name: 'Estudiante sonriente estudiando con un portátil y libros' });
    await findByShadowRole(el, 'heading', { name: 'Información de exámenes' });
    await findByShadowRole(el, 'button', { name: 'Hacer examen' });
    const [timing, fee] = await facts(el, 'Grado 11');
    expect(timing).to.equal('6:00 - 8:00');
    expect(fee).to.match(/^15\.000\s(INR|₹)\/mes$/);
    const chemistry = (await findByShadowRole(el, 'heading', { name: 'Química' })).closest('li')!;
    await within(chemistry).findByShadowText('13:30 - 14:30');
    await within(chemistry).findByShadowText('45 minutos de clase + 15 minutos para resolver dudas');
  });

  it('shows the page in Arabic, right to left, and still reports the English ids', async () => {
    const el = await show({ lang: 'ar' });
    await findByShadowRole(el, 'heading', { name: 'لكل طالب، ولكل فصل دراسي. نتائج حقيقية.', level: 1 });
    expect(elementRoot(el).getAttribute('dir')).to.equal('rtl');
    expect(getComputedStyle(elementRoot(el)).direction).to.equal('rtl');
    await findByShadowText(el, 'الأعلى تقييمًا');
    await findByShadowRole(el, 'heading', { name: 'جدول الحصص' });
    const [timing, fee] = await facts(el, 'الصف الحادي عشر');
    expect(timing).to.match(/ص - .*ص$/);
    expect(fee).to.match(/₹ شهريًا$/);
    const maths = (await findByShadowRole(el, 'heading', { name: 'الرياضيات' })).closest('li')!;
    await within(maths).findByShadowText(/م$/);

    const actions = recordEvents<EduEventDetails['edu-home-action']>('edu-home-action');
    try {
      const card = await findByShadowRole(el, 'article', { name: 'الصف الحادي عشر' });
      (await within(card).findByShadowRole('button', { name: 'سجّل الآن' })).click();
      (await within(maths).findByShadowRole('button', { name: 'انضم إلى الحصة' })).click();
    } finally {
      actions.stop();
    }
    expect(actions.details).to.deep.equal([
      { action: 'enroll', subject: 'Class 11' },
      { action: 'join-class', subject: 'Mathematics' },
    ]);
  });
});

describe("<edu-home>: the schedule's subjects are the server's catalogue", () => {
  let net: FetchDouble | undefined;
  /** The catalogue as `answer` gives it; other requests answer 404. */
  const serve = (answer: Answer): void => {
    net = fakeFetch({ 'GET /api/catalogue': answer });
  };
  afterEach(() => {
    net?.restore();
    cleanup();
  });
  /** The subjects named in the schedule section, in order. */
  const scheduled = (el: HTMLElement): string[] => {
    const section = el.shadowRoot!.querySelector<HTMLElement>('[aria-labelledby="home-schedule"]')!;
    return within(section)
      .queryAllByShadowRole('heading', { level: 3 })
      .map((h) => h.textContent ?? '');
  };

  it("shows the catalogue's subjects that have a class today, earliest first", async () => {
    serve(json({ subjects: ['History', 'Biology', 'Mathematics'], courses: [] }));
    const el = await show({ 'api-base': 'http://few-subjects.test' });
    await findByShadowRole(el, 'heading', { name: 'Biology' });
    expect(scheduled(el)).to.deep.equal(['Mathematics', 'Biology']);
    const biology = (await findByShadowRole(el, 'heading', { name: 'Biology' })).closest('li')!;
    await within(biology).findByShadowText('2:30 PM-3:30 PM');
  });

  it('says when the catalogue cannot be loaded and shows the schedule after Try again', async () => {
    let up = false;
    serve(() => (up ? json(CATALOGUE) : json({ message: 'Database offline' }, 500)));
    const el = await show({ 'api-base': 'http://home-down.test' });
    const alert = await findByShadowText(el, /^Could not load the subjects and courses: Database offline/);
    expect(scheduled(el)).to.deep.equal([]);
    up = true;
    (await within(alert).findByShadowRole('button', { name: 'Try again' })).click();
    await findByShadowRole(el, 'heading', { name: 'Chemistry' });
    expect(scheduled(el)).to.deep.equal(['Mathematics', 'Physics', 'Chemistry', 'Biology']);
  });
});
