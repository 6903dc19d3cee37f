import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowText, within } from 'shadow-dom-testing-library';
import type { LearnerMaterial } from '../../contract/index.ts';
import '../../elements/edu-parents.ts';
import { mount, waitFor } from '../../test-support/mount.ts';
import { resetSession, signInForTest } from '../../test-support/session.ts';
import { json, onePage } from '../../test-support/fetch-double.ts';
import { setValue } from '../../test-support/form.ts';
import { networkSuite } from '../../test-support/network-suite.ts';
import { sampleChildSummary as summary } from '../../test-support/samples.ts';

const API = 'http://api.test';
const material = (name: string, course: string, classes: string[], day: number): LearnerMaterial => ({
  name,
  course,
  category: 'Lectures',
  classes,
  description: '',
  size: 1536,
  uploaded_at: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  url: `/api/files/${day}`,
  type: 'application/pdf',
});

const net = networkSuite(undefined, { after: resetSession });

describe('<edu-parents>: recent materials by course and class', () => {
  it("shows each material's course and class, and filters the card by either", async () => {
    net.serve({
      'GET /api/students/S001/attendance': () => json({ data: summary('S001', 'Aarav Sharma') }),
      'GET /api/learners/S001/results': () => onePage([]),
      'GET /api/learners/S001/tests': () => onePage([]),
      'GET /api/studyMaterials/S001': () =>
        json({
          studyMaterials: [
            material('Vectors.pdf', 'Mathematics', ['Class A'], 3),
            material('Optics.pdf', 'Physics', ['Class E'], 2),
            material('Forces.pdf', 'Physics', ['Class A'], 1),
          ],
        }),
    });
    signInForTest('parent', API, { children: ['S001'] });
    const el = await mount<HTMLElement>('edu-parents', { 'api-base': API });
    const card = (await findByShadowRole(el, 'heading', { name: 'Recent materials' }, { timeout: 10_000 })).closest('section')!;
    await within(card).findByShadowText('Vectors.pdf');
    expect(card.textContent).to.include('Course: Mathematics').and.include('Class: Class E');

    const course = (await within(card).findByShadowRole('combobox', { name: 'Course' })) as HTMLSelectElement;
    const klass = (await within(card).findByShadowRole('combobox', { name: 'Class' })) as HTMLSelectElement;
    setValue(course, 'Physics');
    await waitFor(() => queryByShadowText(card, 'Vectors.pdf') === null);
    await within(card).findByShadowText('Optics.pdf');
    setValue(klass, 'Class A');
    await waitFor(() => queryByShadowText(card, 'Optics.pdf') === null);
    await findByShadowText(card, 'Forces.pdf');
    setValue(course, 'Mathematics');
    setValue(klass, 'Class E');
    await within(card).findByShadowText('No materials for this class yet.');
  });
});

describe('<edu-parents>: recent materials a page at a time', () => {
  it('lists the 5 newest, asks the server for the course chosen, and loads more as the card scrolls to its end', async () => {
    const all = Array.from({ length: 12 }, (_, i) =>
      material(`Sheet ${i + 1}.pdf`, i % 2 ? 'Physics' : 'Mathematics', ['Class A'], 28 - i),
    );
    const api = net.serve({
      'GET /api/students/S001/attendance': () => json({ data: summary('S001', 'Aarav Sharma') }),
      'GET /api/learners/S001/results': () => onePage([]),
      'GET /api/learners/S001/tests': () => onePage([]),
      'GET /api/studyMaterials/S001': (call) => {
        const list = all.filter((m) => !call.query.course || m.course === call.query.course);
        const offset = Number(call.query.cursor ?? 0);
        const data = list.slice(offset, offset + Number(call.query.limit));
        const next = offset + data.length;
        return json({
          studyMaterials: data,
          total: list.length,
          nextCursor: next < list.length ? String(next) : null,
          courses: ['Mathematics', 'Physics'],
          classes: ['Class A'],
        });
      },
    });
    signInForTest('parent', API, { children: ['S001'] });
    const el = await mount<HTMLElement>('edu-parents', { 'api-base': API });
    const card = (await findByShadowRole(el, 'heading', { name: 'Recent materials' }, { timeout: 10_000 })).closest('section')!;
    await within(card).findByShadowText('Sheet 1.pdf');
    const calls = () => api.calls.filter((c) => c.path === '/api/studyMaterials/S001');
    expect(calls()[0]!.query).to.deep.equal({ limit: '5' });

    for (let i = 0; i < 10 && queryByShadowText(card, 'Sheet 12.pdf') === null; i++) {
      card.querySelector('[data-list-end]')?.scrollIntoView();
      await new Promise((r) => setTimeout(r, 200));
    }
    await within(card).findByShadowText('Sheet 12.pdf');
    expect(calls().map((c) => c.query.cursor)).to.deep.equal([undefined, '5', '10']);

    setValue((await within(card).findByShadowRole('combobox', { name: 'Course' })) as HTMLSelectElement, 'Physics');
    await waitFor(() => queryByShadowText(card, 'Sheet 1.pdf') === null);
    await within(card).findByShadowText('Sheet 2.pdf');
    // The course's list starts again from its first page.
    expect(calls().find((c) => c.query.course)!.query).to.deep.equal({ course: 'Physics', limit: '5' });
  });
});
