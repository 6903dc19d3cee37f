import { expect } from 'chai';
import { findByShadowRole, findByShadowText, within } from 'shadow-dom-testing-library';
import '../../../../elements/edu-admin-dashboard.ts';
import { elementRoot, setWidth } from '../../../../test-support/mount.ts';
import { json, onePage } from '../../../../test-support/fetch-double.ts';
import { expectInLanguage } from '../../../../test-support/languages.ts';
import { networkSuite } from '../../../../test-support/network-suite.ts';
import { mountAdminDashboard } from '../../../../test-support/admin-dashboard.ts';
import { toolsNav } from '../../../../test-support/teacher-dashboard.ts';

const ROUTES = {
  'GET /api/accounts/pending': onePage([
    { id: 7, name: 'Ms. Nisha Verma', email: 'nisha@school.test', role: 'teacher', createdAt: '2026-03-02T09:00:00.000Z' },
  ]),
  'GET /api/classes': json({
    data: [
      {
        id: 1,
        name: 'Class A',
        courseId: null,
        courseTitle: null,
        grade: '',
        term: '',
        studentCount: 3,
        teachers: [{ teacherId: '1', name: 'Ms. Priya Sharma', owner: true }],
        lms: false,
        joinCode: 'ABCD2345',
      },
    ],
    total: 1,
    nextCursor: null,
  }),
};

async function open(lang: string, hash = ''): Promise<HTMLElement> {
  await setWidth(1280);
  history.replaceState(null, '', `${location.pathname}${hash}`);
  return mountAdminDashboard({ lang });
}

const reset = { after: () => history.replaceState(null, '', location.pathname) };

describe('<edu-admin-dashboard> in Arabic', () => {
  networkSuite(ROUTES, reset);

  it('shows the frame and the pending sign-ups right to left, and asks before declining in Arabic', async () => {
    const el = await open('ar');
    await expectInLanguage(el, 'rtl', 'إدارة المدرسة', { level: 1, timeout: 10000 });
    expect(elementRoot(el).lang).to.equal('ar');
    const { tools } = await toolsNav(el, 'الإدارة');
    expect(tools).to.deep.equal(['المعلمون المنتظرون', 'الصفوف', 'المعلمون', 'الطلاب', 'روابط أولياء الأمور']);
    (await findByShadowRole(el, 'button', { name: 'رفض Ms. Nisha Verma' }, { timeout: 10000 })).click();
    const dialog = await findByShadowRole(el, 'alertdialog', { name: 'رفض Ms. Nisha Verma؟' });
    await within(dialog).findByShadowText('السبب (اختياري، يراه صاحب الطلب)');
  });

  it('lists the classes in Arabic', async () => {
    const el = await open('ar', '#classes');
    await findByShadowRole(el, 'table', { name: 'الصفوف' }, { timeout: 10000 });
    await findByShadowText(el, 'Ms. Priya Sharma (المالك)');
    await findByShadowText(el, '3 طلاب');
    await findByShadowText(el, 'بلا مقرر');
  });
});

describe('<edu-admin-dashboard> in Spanish', () => {
  networkSuite(ROUTES, reset);

  it('shows the frame, the pending sign-ups and the classes in Spanish, left to right', async () => {
    const el = await open('es');
    await expectInLanguage(el, 'ltr', 'Administración del centro', { level: 1, timeout: 10000 });
    const { tools } = await toolsNav(el, 'ADMINISTRACIÓN');
    expect(tools).to.deep.equal(['Profesores pendientes', 'Clases', 'Profesores', 'Estudiantes', 'Vínculos de familias']);
    (await findByShadowRole(el, 'button', { name: 'Aprobar a Ms. Nisha Verma' }, { timeout: 10000 })).click();
    await findByShadowRole(el, 'alertdialog', { name: '¿Aprobar a Ms. Nisha Verma?' });
    (await findByShadowRole(el, 'button', { name: 'Cancelar' })).click();

    (await findByShadowRole(el, 'button', { name: 'Clases' })).click();
    await findByShadowRole(el, 'table', { name: 'Clases' }, { timeout: 10000 });
    await findByShadowText(el, 'Ms. Priya Sharma (propietario)');
    await findByShadowText(el, '3 estudiantes');
  });
});
