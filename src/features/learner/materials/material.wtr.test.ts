import '../../../elements/edu-material-viewer.ts';
import { expect } from 'chai';
import {
  findAllByShadowRole,
  findAllByShadowText,
  findByShadowRole,
  findByShadowText,
  queryAllByShadowRole,
  queryAllByShadowText,
  within,
} from 'shadow-dom-testing-library';
import { scrollPage, waitFor } from '../../../test-support/mount.ts';
import { json } from '../../../test-support/fetch-double.ts';
import { learnerSuite, MATERIALS, openSection, showDashboard } from '../../../test-support/learner-dashboard.ts';
import { recordEvents } from '../../../test-support/events.ts';
import { deferred } from '../../../test-support/deferred.ts';

function captureWarnings(): { messages: string[]; restore: () => void } {
  const original = console.warn;
  const messages: string[] = [];
  console.warn = (...args: unknown[]) => messages.push(args.map(String).join(' '));
  return { messages, restore: () => (console.warn = original) };
}

describe('<edu-learner-dashboard>: Material', () => {
  const net = learnerSuite();

  it("shows 'Loading materials...' until the server answers, then the rows", async () => {
    const answer = deferred<Response>();
    net.serve(() => answer.promise);
    const el = await showDashboard({ 'api-base': 'http://api.test:9000/', 'student-id': 'S042' });
    await openSection(el, 'Material');
    await findByShadowRole(el, 'heading', { name: 'Material' });
    await findByShadowText(el, 'Loading materials...');
    // The request starts in an effect, just after the first paint shows the loading text.
    await waitFor(() => expect(net.api.calls.map((c) => c.url)).to.deep.equal(['http://api.test:9000/api/studyMaterials/S042']));
    answer.resolve(json({ studyMaterials: MATERIALS }));
    await findByShadowText(el, 'Algebra Notes.pdf');
    const items = await findAllByShadowRole(el, 'listitem');
    expect(items.filter((i) => within(i).queryByShadowRole('button', { name: /^View / })).length).to.equal(4);
    await findByShadowText(el, 'Size: 1.5 KB');
    await findByShadowText(el, 'Size: 2 MB');
    await findByShadowText(el, 'Size: 0 Bytes');
    await findByShadowText(el, 'Size: 1023 Bytes');
    await findByShadowText(
      el,
      `Uploaded: ${new Date(MATERIALS[0]!.uploaded_at).toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' })}`,
    );
    // The icon's shape is the only sign of the file type: each row shows its own.
    const row = async (name: string) => (await findByShadowText(el, name)).closest('li')!;
    expect((await row('Algebra Notes.pdf')).querySelector('.material__icon--pdf') !== null).to.equal(true);
    expect((await row('Diagram.png')).querySelector('.material__icon--image') !== null).to.equal(true);
  });

  it('shows page 1 in small, the page count, and Processing... while the server reads a PDF', async () => {
    const read = { ...MATERIALS[0]!, name: 'Read.pdf', pages: 12, processing: 'done', thumbnail_url: '/api/files/7/thumbnail' };
    const reading = { ...MATERIALS[0]!, name: 'Reading.pdf', processing: 'pending' };
    const hostile = { ...MATERIALS[0]!, name: 'Hostile.pdf', pages: 1, thumbnail_url: 'javascript:alert(1)' };
    net.serve(() => json({ studyMaterials: [read, reading, hostile] }));
    const el = await showDashboard({ 'api-base': 'http://api.test:9000' });
    await openSection(el, 'Material');
    const row = (name: string) => el.shadowRoot!.querySelector(`[aria-label="View ${name}"]`)!.closest('.material')!;
    await findByShadowText(el, '12 pages');
    expect(row('Read.pdf').querySelector('img')!.getAttribute('src')).to.equal('http://api.test:9000/api/files/7/thumbnail');
    expect(row('Reading.pdf').textContent).to.include('Processing...');
    expect(row('Read.pdf').textContent).to.not.include('Processing...');
    // A hostile thumbnail address never reaches an <img>: the type's icon stays.
    expect(row('Hostile.pdf').querySelector('img')).to.equal(null);
    expect(row('Hostile.pdf').textContent).to.include('1 page');
  });

  it('a refusal (403) is said in words above the dashboard, not only as an empty list', async () => {
    net.serve(() => json({ message: 'You do not have permission to do that.' }, 403));
    const el = await showDashboard({ 'api-base': 'http://api.test:9000', 'student-id': 'S099' });
    await openSection(el, 'Material');
    await findByShadowText(el, 'No materials found.');
    const notice = await findByShadowText(el, 'You do not have permission to do that.');
    (await findByShadowRole(el, 'button', { name: 'Dismiss' })).click();
    await waitFor(() => !notice.isConnected);
  });

  it('View opens the material in <edu-material-viewer> with src, name, type and open', async () => {
    net.serve();
    const el = await showDashboard({ 'api-base': 'http://api.test:9000', theme: 'dark' });
    await openSection(el, 'Material');
    (await findByShadowRole(el, 'button', { name: 'View Algebra Notes.pdf' })).click();
    let viewer = await waitFor(() => el.shadowRoot!.querySelector('edu-material-viewer'));
    // The viewer takes the dashboard's own settings: it looks like the element it opened from.
    expect(viewer.getAttribute('theme')).to.equal('dark');
    expect(viewer.getAttribute('src')).to.equal('http://api.test:9000/api/files/a1');
    expect(viewer.getAttribute('name')).to.equal('Algebra Notes.pdf');
    expect(viewer.getAttribute('type')).to.equal('application/pdf');
    expect(viewer.hasAttribute('open')).to.equal(true);

    // The viewer closing itself (removing `open`) takes it away; another View opens a fresh one.
    viewer.removeAttribute('open');
    await waitFor(() => !el.shadowRoot!.querySelector('edu-material-viewer'));
    (await findByShadowRole(el, 'button', { name: 'View Diagram.png' })).click();
    viewer = await waitFor(() => el.shadowRoot!.querySelector('edu-material-viewer'));
    expect(viewer.getAttribute('type')).to.equal('image/png');
    expect(el.shadowRoot!.querySelectorAll('edu-material-viewer').length).to.equal(1);
  });

  it("the page styles the viewer's parts through the dashboard: ::part(viewer-toolbar)", async () => {
    net.serve();
    const style = document.createElement('style');
    style.textContent = 'edu-learner-dashboard::part(viewer-toolbar) { outline: 3px solid rgb(255, 0, 0); }';
    document.head.append(style);
    try {
      const el = await showDashboard({ 'api-base': 'http://api.test:9000' });
      await openSection(el, 'Material');
      (await findByShadowRole(el, 'button', { name: 'View Diagram.png' })).click();
      const viewer = await waitFor(() => el.shadowRoot!.querySelector('edu-material-viewer'));
      const toolbar = await waitFor(() => viewer.shadowRoot?.querySelector<HTMLElement>('[part~="toolbar"]'), 10000);
      await waitFor(() => getComputedStyle(toolbar).outlineColor === 'rgb(255, 0, 0)');
      expect(getComputedStyle(toolbar).outlineWidth).to.equal('3px');
    } finally {
      style.remove();
    }
  });

  it('a material without a usable url opens nothing, says so, and records the problem', async () => {
    net.serve();
    const warnings = captureWarnings();
    try {
      const el = await showDashboard();
      await openSection(el, 'Material');
      const missing = await findByShadowRole(el, 'button', { name: 'View Missing.pdf' });
      expect(missing.getAttribute('aria-disabled')).to.equal('true');
      expect(missing.getAttribute('aria-describedby')).to.match(/.+/);
      missing.click();
      const hostile = MATERIALS[3]!.name;
      (await findByShadowRole(el, 'button', { name: `View ${hostile}` })).click();
      await new Promise((r) => setTimeout(r, 50));
      expect(el.shadowRoot!.querySelector('edu-material-viewer')).to.equal(null);
      expect(warnings.messages).to.deep.equal(['URL not available for Missing.pdf', `URL not available for ${hostile}`]);
      expect(
        (await findAllByShadowRole(el, 'button', { name: /^View / })).filter((b) => b.getAttribute('aria-disabled') === 'true')
          .length,
      ).to.equal(2);
    } finally {
      warnings.restore();
    }
  });

  it('names with markup are plain text and never run', async () => {
    net.serve();
    const el = await showDashboard();
    await openSection(el, 'Material');
    const row = (await findByShadowText(el, MATERIALS[3]!.name)).closest('li')!;
    expect(row.querySelector('img') === null).to.equal(true);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  for (const [label, respond] of [
    ['an empty list', () => json({ studyMaterials: [] })],
    ['a failed fetch (500)', () => json({ message: 'boom' }, 500)],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an unexpected body', () => json({ nope: true })],
  ] as const) {
    it(`shows 'No materials found.' after ${label}`, async () => {
      net.serve(respond);
      const original = console.error;
      console.error = () => {};
      try {
        const el = await showDashboard();
        await openSection(el, 'Material');
        await findByShadowText(el, 'No materials found.');
        expect(queryAllByShadowRole(el, 'status').filter((s) => s.textContent?.includes('Loading'))).to.deep.equal([]);
      } finally {
        console.error = original;
      }
    });
  }

  it("'View All Materials' tells the host", async () => {
    net.serve();
    const el = await showDashboard();
    await openSection(el, 'Material');
    const events = recordEvents('edu-view-all-materials');
    (await findByShadowRole(el, 'button', { name: 'View All Materials' })).click();
    events.stop();
    expect(events.details).to.deep.equal([{ studentId: 'S001' }]);
  });

  it('thousands of materials grow the page, keep a short DOM (virtualized) and the page scrolls to the end', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({
      name: `Worksheet ${i + 1}.pdf`,
      size: 1024 * (i + 1),
      uploaded_at: '2024-01-01T00:00:00.000Z',
      url: `/api/files/w${i}`,
      type: 'application/pdf',
    }));
    net.serve(() => json({ studyMaterials: many }));
    const el = await showDashboard();
    await openSection(el, 'Material');
    await findByShadowText(el, 'Worksheet 1.pdf', {}, { timeout: 8000 });
    await findByShadowText(el, '5000 files');
    const rows = () => queryAllByShadowRole(el, 'button', { name: /^View Worksheet/ }).length;
    expect(rows()).to.be.greaterThan(3).and.lessThan(40);
    // No box of its own: the page is as tall as the 5000 rows, and no list scrolls by itself.
    expect(document.documentElement.scrollHeight).to.be.greaterThan(5000 * 60);
    expect(queryAllByShadowRole(el, 'region', { name: /materials/ })).to.have.length(0);
    await scrollPage(document.documentElement.scrollHeight / 2);
    const middle = (await findAllByShadowText(el, /^Worksheet 2\d{3}\.pdf$/))[0]!.closest('li')!;
    expect(Number(middle.getAttribute('aria-posinset'))).to.be.within(2000, 2999);
    expect(middle.getAttribute('aria-setsize')).to.equal('5000');
    expect(rows()).to.be.lessThan(40);
    await scrollPage(document.documentElement.scrollHeight);
    const last = await findByShadowText(el, 'Worksheet 5000.pdf');
    await waitFor(() => last.getBoundingClientRect().bottom <= innerHeight);
    expect(rows()).to.be.lessThan(40);
    expect(queryAllByShadowText(el, 'Worksheet 1.pdf')).to.have.length(0);
  });
});
