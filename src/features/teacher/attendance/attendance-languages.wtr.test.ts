import { expect } from 'chai';
import { findAllByShadowRole, findByShadowRole, findByShadowText, within } from 'shadow-dom-testing-library';
import { attendanceReport, reportStudent } from './report-fixtures.ts';
import { mount, waitFor } from '../../../test-support/mount.ts';
import { json } from '../../../test-support/fetch-double.ts';
import { expectInLanguage } from '../../../test-support/languages.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { sampleStudent } from '../../../test-support/samples.ts';
import { rosterAnswer } from '../../../test-support/student-pages.ts';
import { openTab } from '../../../test-support/open.ts';
import { defineTeacherSection } from '../../../test-support/teacher-section.ts';
import AttendanceSection from './attendance-section.tsx';

defineTeacherSection('test-attendance-languages', AttendanceSection);

const STUDENTS = [sampleStudent(1, { name: 'Aarav Patel' }), sampleStudent(2, { name: 'Diya Sharma' })];

const REPORT = attendanceReport(
  [
    reportStudent(['S001', 'Aarav Patel', 1], 91, [
      ['2026-11-20', 'present'],
      ['2026-11-23', 'late'],
    ]),
  ],
  { totalStudents: 2, averageAttendance: 91, totalPresent: 1, totalAbsent: 1, date: '2026-11-23', change: 2 },
  { weeklyTrend: [{ weekStart: '2026-11-16', weekEnd: '2026-11-22', percentage: 91, marks: 10 }] },
);

const arabic = (n: number): string => new Intl.NumberFormat('ar').format(n);
/** The figure under a counter's label. */
const counter = (el: HTMLElement, label: string): string | null | undefined =>
  Array.from(el.shadowRoot!.querySelectorAll('dt')).find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
/** The letters a student's recent-records dots show, in order. */
const dotLetters = (list: HTMLElement): (string | null)[] =>
  within(list)
    .getAllByShadowRole('listitem')
    .map((d) => d.querySelector('[aria-hidden]')!.textContent);

const show = (lang: string): Promise<HTMLElement> =>
  mount('test-attendance-languages', { lang, 'teacher-id': '1', 'teacher-name': 'Ms. Priya Sharma' });

describe('Attendance section in other languages', () => {
  networkSuite({
    'GET /api/classes/1/students': (call) => rosterAnswer(STUDENTS, ['Class A'], call)!,
    'GET /api/attendance': json({ data: [], version: 0 }),
    'GET /api/attendance/report': json({ data: REPORT }),
  });

  it('in Arabic: right to left, Arabic texts, counts and report figures in Arabic digits', async () => {
    const el = await show('ar');
    await expectInLanguage(el, 'rtl', 'إدارة الحضور');
    expect((await findByShadowRole(el, 'tab', { name: 'تسجيل الحضور' })).getAttribute('aria-selected')).to.equal('true');
    await findByShadowRole(el, 'heading', { name: 'قائمة الطلاب - Class A' });
    await findByShadowText(el, 'Aarav Patel');
    expect(await findAllByShadowRole(el, 'button', { name: 'تسجيل حضور' })).to.have.length(2);
    await findByShadowText(el, 'يُحفظ طالبان غير مسجَّلين على أنهما غائبان.');
    (await findByShadowRole(el, 'button', { name: 'تسجيل الجميع حاضرين' })).click();
    await waitFor(() => counter(el, 'الحاضرون') === arabic(2));

    (await findByShadowRole(el, 'tab', { name: 'التقارير' })).click();
    const table = await findByShadowRole(el, 'table');
    await findByShadowRole(el, 'heading', { name: 'سجلات الطلاب الفردية' });
    await findByShadowRole(table, 'columnheader', { name: 'نسبة الحضور' });
    const aarav = (await findAllByShadowRole(table, 'row')).find((r) => r.textContent!.includes('Aarav Patel'))!;
    within(aarav).getByShadowText(`${arabic(91)}٪`);
    expect(dotLetters(within(aarav).getByShadowRole('list'))).to.deep.equal(['ح', 'م']);
    await findByShadowText(el, 'مقارنةً بالشهر الماضي', { exact: false });
    await findByShadowRole(el, 'button', { name: 'تصدير CSV' });
    // The week's axis label: the day and the month's Arabic name.
    await findByShadowText(el, `${arabic(16)} نوفمبر`);
  });

  it('in Spanish: left to right, Spanish texts, dates with Spanish month names', async () => {
    const el = await show('es');
    await expectInLanguage(el, 'ltr', 'Gestión de asistencia');
    await findByShadowRole(el, 'heading', { name: 'Lista de estudiantes - Class A' });
    await findByShadowRole(el, 'button', { name: 'Guardar asistencia' });
    expect(await findAllByShadowRole(el, 'button', { name: 'Marcar tarde' })).to.have.length(2);
    await findByShadowText(el, '2 estudiantes sin marcar se guardan como ausentes.');

    await openTab(el, 'Informes', 'Registros individuales');
    await findByShadowRole(el, 'heading', { name: 'Tendencias de asistencia' });
    await findByShadowText(el, 'Asistencia media');
    await findByShadowText(el, 'respecto al mes pasado', { exact: false });
    const dots = await findByShadowRole(el, 'list', { name: 'Últimos 2 registros' });
    expect(dotLetters(dots)).to.deep.equal(['P', 'T']);
    expect(within(dots).getAllByShadowRole('listitem')[0]!.getAttribute('title')).to.equal('20 nov: Presente');
    await findByShadowText(el, '16 nov');
  });
});
