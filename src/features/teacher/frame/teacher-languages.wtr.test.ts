import { expect } from 'chai';
import { findAllByShadowRole, findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import '../../../elements/edu-teacher-dashboard.ts';
import { elementRoot, setWidth, waitFor } from '../../../test-support/mount.ts';
import { json, type FetchCall } from '../../../test-support/fetch-double.ts';
import { expectInLanguage } from '../../../test-support/languages.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { mountTeacherDashboard, toolsNav } from '../../../test-support/teacher-dashboard.ts';
import { sampleAttendanceSummary, sampleMaterial, sampleStudent } from '../../../test-support/samples.ts';
import { studentPage } from '../../../test-support/student-pages.ts';

const hoursAgo = (h: number): string => new Date(Date.now() - h * 3600_000).toISOString();

const ROUTES = {
  'GET /api/getAllStudentcount': () => json({ students: 1234 }),
  'GET /api/getStudyMaterials/T-9': () => json({ materials: [sampleMaterial('Lectures/Biology/a.pdf')] }),
  'GET /api/dashboard/T-9': () =>
    json({
      data: {
        totalStudents: 1234,
        activeClasses: 4,
        uploadedMaterials: 1,
        pendingTests: 5,
        avgAttendance: 88,
        recentActivity: [{ id: 1, type: 'upload', message: 'Uploaded a.pdf to Lectures/Biology', timestamp: hoursAgo(2.5) }],
      },
    }),
  'GET /api/students': (call: FetchCall) =>
    studentPage(
      [
        sampleStudent(1, { name: 'Aarav Mehta' }),
        sampleStudent(2, { name: 'Diya Rao', classes: ['Class B'] }),
        sampleStudent(3, { name: 'Kabir Singh' }),
      ],
      call,
    ),
  'GET /api/students/S001/attendance': () => json({ data: sampleAttendanceSummary('S001', 'Aarav Mehta') }),
  'GET /api/students/S001/links': () => json({ data: [] }),
};

const number = (tag: string, n: number): string => new Intl.NumberFormat(tag).format(n);

const LOADING = ['Loading', 'Cargando', 'جارٍ التحميل'];
const statValue = async (el: HTMLElement, label: string): Promise<string> => {
  const name = await findByShadowText(el, label, {}, { timeout: 10000 });
  // The value follows its label; while it loads it only says 'Loading' (in the page's language).
  await waitFor(() => name.nextElementSibling && !LOADING.includes(name.nextElementSibling.textContent!));
  return name.nextElementSibling!.textContent!;
};

async function open(lang: string): Promise<HTMLElement> {
  await setWidth(1280);
  return mountTeacherDashboard({ 'teacher-id': 'T-9', 'teacher-name': 'Mr. Ravi Kumar', lang });
}

describe('<edu-teacher-dashboard> in Arabic', () => {
  networkSuite(ROUTES);

  it('shows the frame and the Dashboard right to left, in Arabic', async () => {
    const el = await open('ar');
    await expectInLanguage(el, 'rtl', 'لوحة تحكم المعلم', { level: 1, timeout: 10000 });
    expect(elementRoot(el).lang).to.equal('ar');
    const { nav, tools } = await toolsNav(el, 'أدوات المعلم');
    expect(tools).to.deep.equal(['لوحة التحكم', 'الصفوف', 'المواد', 'الاختبارات', 'الحضور', 'الطلاب']);
    expect((await findByShadowRole(nav, 'button', { name: 'لوحة التحكم' })).getAttribute('aria-current')).to.equal('page');
    await findByShadowText(el, 'معلم');

    await findByShadowRole(el, 'heading', { name: 'النشاط الأخير' }, { timeout: 10000 });
    expect(await statValue(el, 'إجمالي الطلاب')).to.equal(number('ar', 1234));
    expect(await statValue(el, 'متوسط الحضور')).to.equal(`${number('ar', 88)}٪`);
    // Server texts stay as they came; the time is in words of the language.
    await findByShadowText(el, 'Uploaded a.pdf to Lectures/Biology');
    await findByShadowText(el, 'قبل ساعتين');
    await findByShadowRole(el, 'button', { name: 'إنشاء اختبار' });
  });

  it('lists students and opens a profile in Arabic, cards laid out from the right', async () => {
    const el = await open('ar');
    (await findByShadowRole(el, 'button', { name: 'الطلاب' }, { timeout: 10000 })).click();
    await findByShadowRole(el, 'heading', { name: 'دليل الطلاب' }, { timeout: 10000 });
    await findByShadowText(el, `عرض ${number('ar', 3)} من أصل ${number('ar', 3)} طلاب`);
    await findByShadowRole(el, 'searchbox', { name: 'البحث عن الطلاب' });

    // The first card sits at the start edge, which is the right one.
    const first = (await findByShadowText(el, 'Aarav Mehta')).closest('li')!;
    const viewport = first.closest('ul')!;
    expect(Math.abs(first.getBoundingClientRect().right - viewport.getBoundingClientRect().right)).to.be.lessThan(2);

    (await findByShadowRole(el, 'button', { name: 'عرض الملف الشخصي لـ Aarav Mehta' })).click();
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Aarav Mehta' });
    await findByShadowRole(dialog, 'heading', { name: 'المعلومات الأساسية' });
    const born = new Date(2010, 2, 15).toLocaleDateString('ar', { day: 'numeric', month: 'short', year: 'numeric' });
    expect(born).to.include('مارس');
    const birthFact = (await findByShadowText(dialog, 'تاريخ الميلاد', { selector: 'dt' })).nextElementSibling!;
    expect(birthFact.textContent).to.equal(born);
    await findByShadowRole(dialog, 'list', { name: `آخر ${number('ar', 4)} تسجيلات` });
    await findByShadowText(dialog, /^هذا الفصل الدراسي \(منذ .*يناير.*\): حضور .+ من أصل .+ أيام مسجّلة\.$/);
  });
});

describe('<edu-teacher-dashboard> in Spanish', () => {
  networkSuite(ROUTES);

  it('shows the frame and the Dashboard in Spanish, left to right', async () => {
    const el = await open('es');
    await expectInLanguage(el, 'ltr', 'Panel del profesor', { level: 1, timeout: 10000 });
    const { tools } = await toolsNav(el, 'HERRAMIENTAS DEL PROFESOR');
    expect(tools).to.deep.equal(['Panel', 'Clases', 'Materiales', 'Pruebas', 'Asistencia', 'Estudiantes']);

    await findByShadowRole(el, 'heading', { name: 'Actividad reciente' }, { timeout: 10000 });
    await findByShadowText(el, 'Qué bueno verte, Ravi. Así van tus clases.');
    expect(await statValue(el, 'Clases activas')).to.equal('4');
    expect(await statValue(el, 'Asistencia media')).to.equal('88\u00a0%');
    await findByShadowText(el, 'hace 2 horas');
  });

  it('lists students, switches to the table and opens a profile in Spanish', async () => {
    const el = await open('es');
    (await findByShadowRole(el, 'button', { name: 'Estudiantes' }, { timeout: 10000 })).click();
    await findByShadowRole(el, 'heading', { name: 'Directorio de estudiantes' }, { timeout: 10000 });
    await findByShadowText(el, 'Mostrando 3 de 3 estudiantes');
    const klass = await findByShadowRole(el, 'combobox', { name: 'Clase' });
    expect((klass as HTMLSelectElement).options[0]!.textContent).to.equal('Todas las clases');

    (await findByShadowRole(el, 'button', { name: 'Tabla' })).click();
    await findByShadowRole(el, 'table', { name: 'Tabla de estudiantes' });
    const headers = (await findAllByShadowRole(el, 'columnheader')).map((h) => h.textContent);
    expect(headers).to.include.members(['Estudiante', 'Clase', 'Grado', 'Contacto', 'Asistencia', 'Promedio']);

    (await findByShadowRole(el, 'button', { name: 'Ver el perfil de Aarav Mehta' })).click();
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Aarav Mehta' });
    expect(dialog.textContent).to.include('N.º de lista: 1').and.include('Grado 9th');
    const birthFact = (await findByShadowText(dialog, 'Fecha de nacimiento', { selector: 'dt' })).nextElementSibling!;
    expect(birthFact.textContent).to.match(/^15 mar 2010$/);
    await findByShadowRole(dialog, 'list', { name: 'Los últimos 4 registros' });
    await findByShadowText(
      dialog,
      'Este periodo (desde el 1 ene 2026): 2 asistencias, 1 retraso y 1 falta de 4 días registrados.',
    );
    await findByShadowRole(dialog, 'heading', { name: 'Cuentas del portal' });
    await findByShadowText(dialog, 'Aún no hay ninguna cuenta de estudiante ni de familia vinculada.');
  });
});
