import { expect } from 'chai';
import { findByShadowLabelText, findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
import type { AttendanceReport } from '../../../contract/index.ts';
import { attendanceReport } from './report-fixtures.ts';
import { defineElement } from '../../../lib/define-element.tsx';
import { cleanup, mount, waitFor } from '../../../test-support/mount.ts';
import { type FetchCall, json } from '../../../test-support/fetch-double.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { setValue } from '../../../test-support/form.ts';
import { addDays, localToday } from '../../../contract/index.ts';
import { ReportsTab } from './reports-tab.tsx';

defineElement({
  name: 'test-reports-tab',
  load: async () => ({ default: () => <ReportsTab visits={1} /> }),
});

const today = localToday();
const termStart = addDays(today, -40);

/** A report whose only student's % tells which range it was computed for. */
function report(call: FetchCall, named?: string): AttendanceReport {
  const q = Object.fromEntries(new URLSearchParams(call.search));
  const percent = q.start === termStart ? 91 : 64;
  return attendanceReport(
    [{ id: 'S001', name: 'Aarav Patel', rollNo: 1, attendance: percent, records: [{ date: '2026-11-20', status: 'present' }] }],
    { averageAttendance: percent },
    { class: q.class!, start: q.start!, end: q.end!, ...(named ? { termStart: named } : {}) },
  );
}

const net = networkSuite();
let servers = 0;
/** Each test talks to a server of its own (the tab remembers each server's term start). */
const open = () => mount('test-reports-tab', { 'api-base': `http://reports-${++servers}.test` });
const reportQueries = () =>
  net.calls.filter((c) => c.path === '/api/attendance/report').map((c) => Object.fromEntries(new URLSearchParams(c.search)));
/** Aarav's Attendance % in the Individual Student Records table, once shown. */
const percentShown = (el: HTMLElement): string | undefined =>
  queryAllByShadowRole(el, 'row')
    .find((r) => r.textContent!.includes('Aarav Patel'))
    ?.querySelector('td[data-label="Attendance %"]')?.textContent ?? undefined;

describe('Reports tab: the default range', () => {
  it('opens on the term so far once the server names its first day, so the % is the term figure', async () => {
    net.serve({ 'GET /api/attendance/report': (c) => json({ data: report(c, termStart) }) });
    const el = await open();
    await waitFor(() => percentShown(el) === '91%');
    expect(((await findByShadowLabelText(el, 'Start Date')) as HTMLInputElement).value).to.equal(termStart);
    expect(((await findByShadowLabelText(el, 'End Date')) as HTMLInputElement).value).to.equal(today);
    expect(reportQueries().at(-1)).to.deep.equal({ class: 'Class A', start: termStart, end: today });

    // A second tab on the same server opens on the term at once.
    const before = reportQueries().length;
    cleanup();
    const again = await mount('test-reports-tab', { 'api-base': `http://reports-${servers}.test` });
    await waitFor(() => percentShown(again) === '91%');
    expect(reportQueries().slice(before)).to.deep.equal([{ class: 'Class A', start: termStart, end: today }]);
  });

  it("keeps the teacher's own dates", async () => {
    net.serve({ 'GET /api/attendance/report': (c) => json({ data: report(c, termStart) }) });
    const el = await open();
    await waitFor(() => percentShown(el) === '91%');
    const start = addDays(today, -7);
    setValue((await findByShadowLabelText(el, 'Start Date')) as HTMLInputElement, start);
    await waitFor(() => percentShown(el) === '64%');
    expect(reportQueries().at(-1)).to.deep.equal({ class: 'Class A', start, end: today });
    expect(((await findByShadowLabelText(el, 'Start Date')) as HTMLInputElement).value).to.equal(start);
  });

  it('stays on the last 30 days with a server that names no term', async () => {
    net.serve({ 'GET /api/attendance/report': (c) => json({ data: report(c) }) });
    const el = await open();
    await findByShadowRole(el, 'heading', { name: 'Individual Student Records' });
    expect(percentShown(el)).to.equal('64%');
    expect(reportQueries()).to.deep.equal([{ class: 'Class A', start: addDays(today, -29), end: today }]);
  });

  it("shows 'No marks' for a student never marked in the range, not 0%", async () => {
    net.serve({
      'GET /api/attendance/report': (c) =>
        json({ data: { ...report(c), students: [{ id: 'S001', name: 'Aarav Patel', rollNo: 1, attendance: 0, records: [] }] } }),
    });
    const el = await open();
    await waitFor(() => percentShown(el) === 'No marks');
  });
});
