import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowRole, queryByShadowText } from 'shadow-dom-testing-library';
import { sendKeys } from '@web/test-runner-commands';
import type { MaterialSearchHit } from '../../contract/material-search.ts';
import { type FetchCall, json } from '../../test-support/fetch-double.ts';
import { networkSuite } from '../../test-support/network-suite.ts';
import { setValue } from '../../test-support/form.ts';
import { mount, setWidth, waitFor } from '../../test-support/mount.ts';
import { defineElement } from '../define-element.tsx';
import { MaterialSearch } from './material-search.tsx';

/** What the search asked to open: the material's name, the page and the text to find. */
const opened: { name: string; page: number; find: string }[] = [];

function Probe() {
  return <MaterialSearch onOpen={(hit, find) => opened.push({ name: hit.material.name, page: hit.page, find })} />;
}
defineElement({ name: 'test-material-search', load: async () => ({ default: Probe }) });

const material = (name: string, id: number) => ({
  name,
  size: 2048,
  uploaded_at: '2025-01-15T09:30:00.000Z',
  url: `/api/files/${id}`,
  type: 'application/pdf',
});
/** A hit on `page` of material `id`, its snippet written with the matched words in [brackets]. */
const hit = (name: string, id: number, page: number, snippet: string): MaterialSearchHit => ({
  material: material(name, id),
  page,
  snippet: snippet
    .split(/(\[[^\]]*\])/)
    .filter(Boolean)
    .map((part) => (part.startsWith('[') ? { text: part.slice(1, -1), match: true } : { text: part, match: false })),
});
const PLANTS = hit('Plants.pdf', 1, 12, 'how [Photosynthesis] turns light into sugar … in the [chloroplast]');
const CELLS = hit('Cells.pdf', 2, 3, '[Cells] divide');

const SEARCH = 'GET /api/materials/search';
const qOf = (call: FetchCall) => new URLSearchParams(call.search).get('q');

async function showSearch(attrs: Record<string, string> = {}): Promise<{ el: HTMLElement; field: HTMLInputElement }> {
  const el = await mount('test-material-search', { 'api-base': 'http://api.test', ...attrs });
  const field = (await findByShadowRole(el, 'searchbox', {}, { timeout: 10_000 })) as HTMLInputElement;
  return { el, field };
}

/** Types `text` one character at a time, as fast as a person types. */
async function type(field: HTMLInputElement, text: string): Promise<void> {
  for (let i = 1; i <= text.length; i++) {
    setValue(field, text.slice(0, i));
    await new Promise((r) => setTimeout(r, 30));
  }
}

const focused = (el: HTMLElement) => el.shadowRoot!.activeElement;

describe('MaterialSearch', () => {
  const net = networkSuite(undefined, { after: () => void (opened.length = 0) });

  it('sends one search once typing pauses, and lists each material with "Page 12" and its snippet, matches in <mark>', async () => {
    net.serve({ [SEARCH]: json({ hits: [PLANTS, CELLS] }) });
    await setWidth(1280);
    const { el } = await showSearch();
    const field = (await findByShadowRole(el, 'searchbox', { name: 'Search in materials' })) as HTMLInputElement;
    expect(field.getAttribute('maxlength')).to.equal('200');
    await type(field, 'photosynthesis');
    await findByShadowRole(el, 'list', { name: 'Search results' });
    expect(net.calls.map(qOf)).to.deep.equal(['photosynthesis']);
    await findByShadowText(el, '2 results');
    const plants = await findByShadowRole(el, 'button', { name: 'Plants.pdf Page 12' });
    expect(plants.textContent).to.include('how Photosynthesis turns light into sugar … in the chloroplast');
    expect([...plants.querySelectorAll('mark')].map((m) => m.textContent)).to.deep.equal(['Photosynthesis', 'chloroplast']);
    await findByShadowRole(el, 'button', { name: 'Cells.pdf Page 3' });

    plants.click();
    expect(opened).to.deep.equal([{ name: 'Plants.pdf', page: 12, find: 'photosynthesis' }]);
  });

  it('shows markup in a snippet as text, never as elements', async () => {
    const hostile = {
      ...PLANTS,
      snippet: [
        { text: '<img src=x onerror="window.__pwned=1">', match: false },
        { text: '<b>cell</b>', match: true },
      ],
    };
    net.serve({ [SEARCH]: json({ hits: [hostile] }) });
    const { el, field } = await showSearch();
    setValue(field, 'cell');
    await findByShadowText(el, '<b>cell</b>');
    expect(el.shadowRoot!.querySelector('img, b') === null).to.equal(true);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('says "No results for ..." when nothing matches, and nothing at all for an empty field', async () => {
    net.serve({ [SEARCH]: json({ hits: [] }) });
    const { el, field } = await showSearch();
    setValue(field, '  zebra  ');
    await findByShadowText(el, 'No results for "zebra"');
    expect(queryByShadowRole(el, 'list', { name: 'Search results' })).to.equal(null);
    setValue(field, '   ');
    await waitFor(() => !queryByShadowText(el, 'No results for "zebra"'));
    await new Promise((r) => setTimeout(r, 400));
    expect(net.calls.map(qOf)).to.deep.equal(['zebra']);
  });

  it("shows a failure with the server's message, and Try again searches again", async () => {
    let fail = true;
    net.serve({
      [SEARCH]: () => (fail ? json({ message: 'The search index is being rebuilt.' }, 500) : json({ hits: [CELLS] })),
    });
    const { el, field } = await showSearch();
    setValue(field, 'cells');
    const alert = (await findByShadowText(el, 'Search failed: The search index is being rebuilt.')).closest<HTMLElement>(
      '[role=alert]',
    )!;
    fail = false;
    (await findByShadowRole(alert, 'button', { name: 'Try again' })).click();
    await findByShadowRole(el, 'button', { name: 'Cells.pdf Page 3' });
    expect(queryByShadowText(el, /Search failed/)).to.equal(null);
    expect(net.calls.map(qOf)).to.deep.equal(['cells', 'cells']);
  });

  it('a network failure is said in words too', async () => {
    net.serve({
      [SEARCH]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { el, field } = await showSearch();
    setValue(field, 'cells');
    const message = await findByShadowText(el, /^Search failed: .*Failed to fetch/);
    expect(message.closest('[role=alert]')).to.not.equal(null);
  });

  it('drops an older answer that arrives after a newer one', async () => {
    let answerFirst: (r: Response) => void = () => {};
    net.serve({
      [SEARCH]: (call) =>
        qOf(call) === 'cell' ? new Promise<Response>((resolve) => (answerFirst = resolve)) : json({ hits: [CELLS] }),
    });
    const { el, field } = await showSearch();
    setValue(field, 'cell');
    await waitFor(() => net!.calls.length === 1);
    setValue(field, 'cells');
    await findByShadowRole(el, 'button', { name: 'Cells.pdf Page 3' });
    answerFirst(json({ hits: [PLANTS] }));
    await new Promise((r) => setTimeout(r, 100));
    expect(queryByShadowRole(el, 'button', { name: 'Plants.pdf Page 12' })).to.equal(null);
    await findByShadowText(el, '1 result');
  });

  it('works from the keyboard: Down to the results, Up and Down between them, Enter opens, Escape empties the field', async () => {
    // Only the whole query finds anything: the results on screen are its answer, not a prefix's.
    net.serve({ [SEARCH]: (call) => json({ hits: qOf(call) === 'cell membrane' ? [PLANTS, CELLS] : [] }) });
    const { el, field } = await showSearch();
    field.focus();
    await sendKeys({ type: 'cell membrane' });
    const plants = await findByShadowRole(el, 'button', { name: 'Plants.pdf Page 12' });
    const cells = await findByShadowRole(el, 'button', { name: 'Cells.pdf Page 3' });
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)).to.equal(plants);
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)).to.equal(cells);
    await sendKeys({ press: 'Enter' });
    // The snippet does not show "cell membrane" together: the viewer finds the first match as the page spells it.
    expect(opened).to.deep.equal([{ name: 'Cells.pdf', page: 3, find: 'Cells' }]);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(el)).to.equal(field);
    await sendKeys({ press: 'Escape' });
    expect(field.value).to.equal('');
    await waitFor(() => !queryByShadowRole(el, 'list', { name: 'Search results' }));
  });

  it('in Arabic at 375 px: right to left, its texts and numbers in Arabic, nothing wider than the screen', async () => {
    net.serve({ [SEARCH]: json({ hits: [{ ...PLANTS, material: material(`Plants-${'x'.repeat(120)}.pdf`, 1) }] }) });
    await setWidth(375);
    const { el } = await showSearch({ lang: 'ar' });
    const field = (await findByShadowRole(el, 'searchbox', { name: 'البحث داخل المواد' })) as HTMLInputElement;
    setValue(field, 'ضوء');
    await findByShadowText(el, `الصفحة ${new Intl.NumberFormat('ar').format(12)}`);
    await findByShadowText(el, 'نتيجة واحدة');
    const box = el.shadowRoot!.querySelector<HTMLElement>('.msearch')!;
    expect(getComputedStyle(box).direction).to.equal('rtl');
    expect(box.scrollWidth).to.be.at.most(box.clientWidth);
    expect(box.getBoundingClientRect().right).to.be.at.most(375);
  });
});
