import { expect } from 'chai';
import { findAllByShadowRole, findAllByShadowText, findByShadowRole, findByShadowText, within } from 'shadow-dom-testing-library';
import { elementRoot, waitFor } from '../../../test-support/mount.ts';
import { fakeFetch, json, onePage } from '../../../test-support/fetch-double.ts';
import { MATERIALS, openSection, resetAll, showDashboard } from '../../../test-support/learner-dashboard.ts';
import { termPairs } from '../../../test-support/read.ts';
import { RESULTS } from '../../../test-support/learner-tests.ts';

/** A number as this browser writes it in Arabic (Arabic-Indic or Latin digits, as its data says). */
const ar = (n: number, options?: Intl.NumberFormatOptions): string => new Intl.NumberFormat('ar', options).format(n);

describe('<edu-learner-dashboard> in Arabic and Spanish', () => {
  let api: ReturnType<typeof fakeFetch>;
  beforeEach(() => {
    api = fakeFetch({
      'GET /api/studyMaterials/S001': json({ studyMaterials: MATERIALS }),
      'GET /api/learners/S001/results': onePage(RESULTS),
      'GET /api/learners/S001/tests': onePage([]),
    });
  });
  afterEach(() => {
    api.restore();
    resetAll();
  });

  it('Arabic: right to left, the sidebar, Syllabus and the greeting in Arabic, arrows turned round', async () => {
    const el = await showDashboard({ lang: 'ar' }, 1280, 'لوحة المتعلّم');
    expect(elementRoot(el).dir).to.equal('rtl');
    await findByShadowText(el, 'مرحبًا بعودتك يا Alex Johnson! إليك نظرة عامة مخصّصة على تعلّمك.');
    const nav = await findByShadowRole(el, 'navigation', { name: 'لوحة المتعلّم' });
    await within(nav).findByShadowRole('heading', { name: 'محتواي' });
    await within(nav).findByShadowRole('heading', { name: 'حسابي' });
    expect((await within(nav).findByShadowRole('button', { name: 'المنهج' })).getAttribute('aria-current')).to.equal('page');
    await findByShadowRole(el, 'heading', { name: 'دوراتي' });
    expect(await findAllByShadowRole(el, 'button', { name: 'ابدأ الدورة' })).to.have.length(3);
    await findByShadowRole(el, 'progressbar', { name: 'التقدّم في Advanced Mathematics' });
    // The course chips keep the course's data and write the share done in Arabic.
    await findByShadowText(el, `مكتمل بنسبة ${ar(75)}٪`);
    const back = (await findByShadowRole(el, 'button', { name: 'رجوع' })).querySelector('svg')!;
    expect(getComputedStyle(back).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
  });

  it('Arabic: Progress with numbers, plural forms and dates written in Arabic', async () => {
    const el = await showDashboard({ lang: 'ar' }, 1280, 'لوحة المتعلّم');
    await openSection(el, 'التقدّم');
    const overall = await findByShadowRole(el, 'article', { name: 'التقدّم العام' });
    await waitFor(() => within(overall).queryAllByShadowRole('term').length === 4);
    expect(termPairs(overall)).to.deep.equal([
      ['الاختبارات المُنجزة', ar(5)],
      ['مجموع الدرجات', `${ar(318)}/${ar(400)}`],
      ['متوسط الدرجة', `${ar(80)}٪`],
      ['التقدير', 'B'],
    ]);
    const subjects = await findByShadowRole(el, 'article', { name: 'الأداء حسب المادة' });
    await within(subjects).findAllByShadowText('اختباران'); // Mathematics and Physics: the dual
    await within(subjects).findByShadowText('اختبار واحد');
    const recent = await findByShadowRole(el, 'article', { name: 'أداء الاختبارات الأخيرة' });
    const day = new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(2024, 2, 15));
    expect(day).to.not.equal('2024-03-15'); // formatted for Arabic, not the server's text
    const time = await waitFor(() => recent.querySelector('time[datetime="2024-03-15"]'));
    expect(time.textContent).to.equal(day);
  });

  it('Arabic at 375 px: the sections drawer in Arabic', async () => {
    const el = await showDashboard({ lang: 'ar', 'no-shell': '' }, 375, 'لوحة المتعلّم');
    (await findByShadowRole(el, 'button', { name: 'الأقسام' })).click();
    await findByShadowRole(el, 'heading', { name: 'القائمة' });
    (await findByShadowRole(el, 'button', { name: 'المواد' })).click();
    await findByShadowRole(el, 'heading', { name: 'المواد', level: 2 });
    await findByShadowText(el, `الحجم: ${ar(1.5)} كيلوبايت`);
  });

  it('Spanish: Material with sizes and upload dates written the Spanish way', async () => {
    const el = await showDashboard({ lang: 'es' }, 1280, 'Panel del estudiante');
    expect(elementRoot(el).dir).to.equal('ltr');
    await findByShadowRole(el, 'heading', { name: 'MIS COSAS' });
    await openSection(el, 'Material');
    await findByShadowText(el, '4 archivos');
    await findByShadowText(el, 'Tamaño: 1,5 KB');
    const uploaded = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(MATERIALS[0]!.uploaded_at),
    );
    await findByShadowText(el, `Subido: ${uploaded}`);
    await findByShadowRole(el, 'button', { name: 'Ver Algebra Notes.pdf' });
    expect(await findAllByShadowText(el, 'Archivo no disponible')).to.have.length(2);
    await findByShadowRole(el, 'button', { name: 'Ver todos los materiales' });
  });

  it('Spanish: Progress dates with the month name, Profile and the Add course form', async () => {
    const el = await showDashboard({ lang: 'es' }, 1280, 'Panel del estudiante');
    await openSection(el, 'Progreso');
    const recent = await findByShadowRole(el, 'article', { name: 'Pruebas recientes' });
    await within(recent).findByShadowText('15 mar 2024');
    const subjects = await findByShadowRole(el, 'article', { name: 'Rendimiento por asignatura' });
    await within(subjects).findAllByShadowText('2 pruebas');

    await openSection(el, 'Perfil');
    const card = (await findByShadowRole(el, 'heading', { name: 'Mi perfil' })).closest('article')!;
    await within(card).findByShadowText('Nivel 12');
    await findByShadowText(el, '5 días'); // the Weekly Streak beside the card
    await findByShadowText(el, '¡Sigue así! ¡Llevas una racha de 5 días!');
    await findByShadowRole(el, 'list', { name: 'Esta semana' });

    await openSection(el, 'Temario');
    (await findByShadowRole(el, 'button', { name: 'Añadir otro curso' })).click();
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Añadir un curso nuevo' });
    (await within(dialog).findByShadowRole('button', { name: 'Añadir curso' })).click();
    await within(dialog).findByShadowText('El título del curso es obligatorio');
    await within(dialog).findByShadowRole('textbox', { name: /Categoría/ });
  });
});
