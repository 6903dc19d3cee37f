import { expect } from 'chai';
import { findByShadowText, queryByShadowText } from 'shadow-dom-testing-library';
import type { LearnerMaterial } from '../../../contract/index.ts';
import { waitFor } from '../../../test-support/mount.ts';
import { json, type FetchCall } from '../../../test-support/fetch-double.ts';
import { setValue } from '../../../test-support/form.ts';
import { learnerSuite, openSection, showDashboard } from '../../../test-support/learner-dashboard.ts';

const TOTAL = 120;
const material = (n: number): LearnerMaterial => ({
  name: `Sheet ${n}.pdf`,
  course: n % 2 ? 'Physics' : 'Mathematics',
  category: 'Lectures',
  classes: ['Class A'],
  description: '',
  size: 1536,
  uploaded_at: new Date(Date.UTC(2026, 2, 1) - n * 60_000).toISOString(),
  url: `/api/files/${n}`,
  type: 'application/pdf',
});
const ALL = Array.from({ length: TOTAL }, (_, i) => material(i + 1));

/** A server that pages and filters as the real one does. */
function pagedMaterials(call: FetchCall): Response {
  const offset = Number(call.query.cursor ?? 0);
  const limit = Number(call.query.limit ?? 50);
  const list = ALL.filter((m) => !call.query.course || m.course === call.query.course);
  const data = list.slice(offset, offset + limit);
  const next = offset + data.length;
  return json({
    studyMaterials: data,
    total: list.length,
    nextCursor: next < list.length ? String(next) : null,
    courses: ['Mathematics', 'Physics'],
    classes: ['Class A'],
  });
}

const materialCalls = (calls: FetchCall[]) => calls.filter((c) => c.path === '/api/studyMaterials/S001');

describe('<edu-learner-dashboard>: Material a page at a time', () => {
  const net = learnerSuite();

  it('shows the first page with the whole count, loads the next pages as the list scrolls to its end', async () => {
    const api = net.serve(pagedMaterials);
    const el = await showDashboard({ 'api-base': 'http://api.test' });
    await openSection(el, 'Material');
    await findByShadowText(el, 'Sheet 1.pdf');
    await findByShadowText(el, `${TOTAL} files`);
    expect(materialCalls(api.calls).map((c) => c.query.cursor)).to.deep.equal([undefined]);

    // Scrolled to the end of what is there, again and again: every page comes, in order.
    for (let i = 0; i < 10 && materialCalls(api.calls).length < 3; i++) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((r) => setTimeout(r, 200));
    }
    await waitFor(() => materialCalls(api.calls).length === 3);
    expect(materialCalls(api.calls).map((c) => c.query.cursor)).to.deep.equal([undefined, '50', '100']);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await findByShadowText(el, `Sheet ${TOTAL}.pdf`);
    await waitFor(() => queryByShadowText(el, 'Loading more...') === null);
  });

  it('asks the server for the course chosen and starts again from its first page', async () => {
    const api = net.serve(pagedMaterials);
    const el = await showDashboard({ 'api-base': 'http://api.test' });
    await openSection(el, 'Material');
    await findByShadowText(el, 'Sheet 2.pdf');
    const course = el.shadowRoot!.querySelector<HTMLSelectElement>('.panel__filters select')!;
    setValue(course, 'Physics');
    await waitFor(() => queryByShadowText(el, 'Sheet 2.pdf') === null);
    await findByShadowText(el, 'Sheet 1.pdf');
    await findByShadowText(el, `${TOTAL / 2} files`);
    const last = materialCalls(api.calls).at(-1)!;
    expect(last.query).to.deep.equal({ course: 'Physics' });
  });
});
