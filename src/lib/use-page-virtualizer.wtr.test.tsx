import { expect } from 'chai';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { scrollPage, waitFor } from '../test-support/mount.ts';
import { usePageVirtualizer } from './use-page-virtualizer.ts';

const ROW = 40;
const COUNT = 10_000;

function Rows() {
  const { setList, rows, totalSize } = usePageVirtualizer({ count: COUNT, estimateSize: () => ROW, overscan: 2 });
  return (
    <ul ref={setList} style={{ position: 'relative', height: totalSize, margin: 0, padding: 0, listStyle: 'none' }}>
      {rows.map((r) => (
        <li
          key={r.key}
          style={{ position: 'absolute', top: 0, insetInline: 0, height: ROW, transform: `translateY(${r.start}px)` }}
        >
          Row {r.index + 1}
        </li>
      ))}
    </ul>
  );
}

let root: Root | undefined;
let shadow: ShadowRoot;

/** The list in an open shadow root, under `above` px of the host page's content, in `parent`. */
function mountList(parent: HTMLElement, above: number): HTMLElement {
  document.body.style.margin = '0';
  const spacer = document.createElement('div');
  spacer.style.height = `${above}px`;
  const host = document.createElement('div');
  parent.append(spacer, host);
  shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  root = createRoot(container);
  flushSync(() => root!.render(<Rows />));
  return spacer;
}

const rowsInDom = (): HTMLElement[] => Array.from(shadow.querySelectorAll('li'));
const row = (n: number): HTMLElement | undefined => rowsInDom().find((li) => li.textContent === `Row ${n}`);

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
  document.body.style.margin = '';
  window.scrollTo(0, 0);
});

describe('usePageVirtualizer', () => {
  it('grows the page by the whole list and shows the rows in the window, below the content above the list', async () => {
    mountList(document.body, 1500);
    await waitFor(() => row(1));
    expect(document.documentElement.scrollHeight).to.be.greaterThan(1500 + COUNT * ROW - 1);
    await scrollPage(1500 + 5000 * ROW);
    const top = await waitFor(() => row(5001));
    // Row 5001 is the one at the window's top edge, and rows fill the window to its bottom.
    expect(Math.abs(top.getBoundingClientRect().top)).to.be.lessThan(1);
    const last = rowsInDom().at(-1)!;
    expect(last.getBoundingClientRect().bottom).to.be.at.least(innerHeight);
    expect(rowsInDom().length).to.be.lessThan(Math.ceil(innerHeight / ROW) + 8);
    expect(row(1)).to.equal(undefined);
  });

  it('measures its place again when the content above it grows', async () => {
    const spacer = mountList(document.body, 1500);
    await waitFor(() => row(1));
    spacer.style.height = '2500px';
    await scrollPage(2500 + 3000 * ROW);
    const top = await waitFor(() => row(3001));
    await waitFor(() => Math.abs(top.getBoundingClientRect().top) < 1);
  });

  it("follows a host's own scrolling box (through the shadow root) instead of the window", async () => {
    const box = document.createElement('div');
    box.style.cssText = 'height: 400px; overflow-y: auto;';
    document.body.append(box);
    mountList(box, 300);
    await waitFor(() => row(1));
    expect(document.documentElement.scrollHeight).to.be.lessThan(innerHeight + 1);
    box.scrollTop = 300 + 2000 * ROW;
    const top = await waitFor(() => row(2001));
    expect(Math.abs(top.getBoundingClientRect().top - box.getBoundingClientRect().top)).to.be.lessThan(1);
    expect(rowsInDom().length).to.be.lessThan(400 / ROW + 8);
  });
});
