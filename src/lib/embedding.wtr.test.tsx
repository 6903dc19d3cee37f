import { emulateMedia } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useState } from 'react';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { configure } from '../stores/config.ts';
import { cleanup, mount, waitFor } from '../test-support/mount.ts';
import { INHERITED_TEXT_PROPERTIES } from '../test-support/page-facts.ts';
import { defineElement } from './define-element.tsx';
import { Link } from './link.tsx';

/** A small element with state of its own (typed text, a counter), a link and a card. */
function Note() {
  const [clicks, setClicks] = useState(0);
  return (
    <div className="edu-card">
      <label>
        Note <input type="text" />
      </label>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks} times
      </button>
      <Link href="/learners">Learners</Link>
    </div>
  );
}

defineElement({ name: 'test-note', load: async () => ({ default: Note }) });

const LIGHT_SURFACE = 'rgb(255, 255, 255)';
const DARK_SURFACE = 'rgb(22, 30, 48)'; // #161e30
const LIGHT_TEXT = 'rgb(23, 32, 51)'; // #172033
const DARK_TEXT = 'rgb(230, 234, 243)'; // #e6eaf3

async function showNote(attrs: Record<string, string> = {}): Promise<HTMLElement> {
  const el = await mount('test-note', attrs);
  await findByShadowRole(el, 'button', { name: 'Clicked 0 times' });
  return el;
}

const card = (el: HTMLElement): Element => el.shadowRoot!.querySelector('.edu-card')!;
const surface = (el: HTMLElement): string => getComputedStyle(card(el)).backgroundColor;
const text = (el: HTMLElement): string => getComputedStyle(card(el)).color;
const nextTask = (): Promise<void> => new Promise((r) => setTimeout(r, 50));

describe('embedding: theme', () => {
  afterEach(async () => {
    cleanup();
    configure({ theme: undefined });
    await emulateMedia({ colorScheme: 'light' });
  });

  it('is light by default, even when the system prefers dark', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    expect(matchMedia('(prefers-color-scheme: dark)').matches).to.equal(true);
    const el = await showNote();
    expect(el.matches(':state(light)')).to.equal(true);
    expect(surface(el)).to.equal(LIGHT_SURFACE);
    expect(text(el)).to.equal(LIGHT_TEXT);
  });

  it('theme="dark" uses the dark palette, and switches back when changed', async () => {
    const el = await showNote({ theme: 'dark' });
    expect(surface(el)).to.equal(DARK_SURFACE);
    expect(text(el)).to.equal(DARK_TEXT);
    el.setAttribute('theme', 'light');
    await waitFor(() => surface(el) === LIGHT_SURFACE);
    expect(text(el)).to.equal(LIGHT_TEXT);
  });

  it('theme="auto" follows the system setting', async () => {
    const el = await showNote({ theme: 'auto' });
    expect(surface(el)).to.equal(LIGHT_SURFACE);
    await emulateMedia({ colorScheme: 'dark' });
    await waitFor(() => surface(el) === DARK_SURFACE);
  });

  it("configure({ theme }) sets every element's default; the element's own theme wins", async () => {
    const plain = await showNote();
    const own = await showNote({ theme: 'light' });
    configure({ theme: 'dark' });
    await waitFor(() => surface(plain) === DARK_SURFACE);
    expect(plain.matches(':state(dark)')).to.equal(true);
    expect(surface(own)).to.equal(LIGHT_SURFACE);
  });

  it('an unknown theme is ignored', async () => {
    configure({ theme: 'dark' });
    const el = await showNote({ theme: 'sepia' });
    expect(el.matches(':state(dark)')).to.equal(true);
  });
});

describe('embedding: base-path', () => {
  afterEach(() => {
    cleanup();
    configure({ basePath: undefined });
  });

  it("links resolve against the page's root by default", async () => {
    const el = await showNote();
    expect((await findByShadowRole(el, 'link', { name: 'Learners' })).getAttribute('href')).to.equal('/learners');
  });

  it('links resolve under configure({ basePath }), and under the base-path attribute before it', async () => {
    configure({ basePath: '/portal/' });
    const el = await showNote();
    const link = await findByShadowRole(el, 'link', { name: 'Learners' });
    expect(link.getAttribute('href')).to.equal('/portal/learners');
    el.setAttribute('base-path', 'https://portal.school.example/edu');
    await waitFor(() => link.getAttribute('href') === 'https://portal.school.example/edu/learners');
  });

  it('asks the host with the resolved path first (edu-navigate, cancelable)', async () => {
    const el = await showNote({ 'base-path': '/portal' });
    const seen: { path: string; cancelable: boolean }[] = [];
    const onNavigate = (e: CustomEvent<{ path: string }>): void => {
      seen.push({ path: e.detail.path, cancelable: e.cancelable });
      e.preventDefault();
    };
    document.addEventListener('edu-navigate', onNavigate);
    const before = location.href;
    try {
      (await findByShadowRole(el, 'link', { name: 'Learners' })).click();
    } finally {
      document.removeEventListener('edu-navigate', onNavigate);
    }
    expect(seen).to.deep.equal([{ path: '/portal/learners', cancelable: true }]);
    expect(location.href).to.equal(before);
  });
});

describe('embedding: moving an element', () => {
  afterEach(cleanup);

  it('keeps its state (typed text, counts) when moved elsewhere in the page', async () => {
    const el = await showNote();
    const input = (await findByShadowRole(el, 'textbox', { name: 'Note' })) as HTMLInputElement;
    input.value = 'half a sentence';
    (await findByShadowRole(el, 'button', { name: 'Clicked 0 times' })).click();
    await findByShadowRole(el, 'button', { name: 'Clicked 1 times' });

    const aside = document.createElement('aside');
    document.body.append(aside);
    aside.append(el); // removed and inserted again in one step
    await nextTask();
    const wrapper = document.createElement('section');
    document.body.prepend(wrapper);
    el.remove(); // removed, then inserted again in the same task
    wrapper.append(el);
    await nextTask();

    expect(el.parentElement === wrapper).to.equal(true);
    expect(((await findByShadowRole(el, 'textbox', { name: 'Note' })) as HTMLInputElement).value).to.equal('half a sentence');
    await findByShadowRole(el, 'button', { name: 'Clicked 1 times' });
  });

  it('keeps its state when moved with moveBefore()', async () => {
    const el = await showNote();
    (await findByShadowRole(el, 'button', { name: 'Clicked 0 times' })).click();
    await findByShadowRole(el, 'button', { name: 'Clicked 1 times' });
    const aside = document.createElement('aside');
    document.body.append(aside);
    (aside as HTMLElement & { moveBefore(node: Node, child: Node | null): void }).moveBefore(el, null);
    await nextTask();
    expect(el.parentElement === aside).to.equal(true);
    await findByShadowRole(el, 'button', { name: 'Clicked 1 times' });
  });

  it('unmounts when removed for good, and starts afresh when inserted later', async () => {
    const el = await showNote();
    (await findByShadowRole(el, 'button', { name: 'Clicked 0 times' })).click();
    await findByShadowRole(el, 'button', { name: 'Clicked 1 times' });
    el.remove();
    await waitFor(() => el.shadowRoot!.childElementCount === 0);
    document.body.append(el);
    await findByShadowText(el, 'Clicked 0 times');
  });
});

describe('embedding: isolation from the host page', () => {
  afterEach(() => {
    cleanup();
    document.getElementById('hostile')?.remove();
  });

  const computed = (el: HTMLElement) => {
    const style = getComputedStyle(el.shadowRoot!.querySelector('button')!);
    return Object.fromEntries(INHERITED_TEXT_PROPERTIES.map((p) => [p, style.getPropertyValue(p)]));
  };

  it('global CSS of the host page changes nothing inside: computed styles are those of a plain page', async () => {
    const plain = computed(await showNote());
    cleanup();
    const hostile = document.createElement('style');
    hostile.id = 'hostile';
    hostile.textContent = `
      * { color: red !important; font-size: 20px !important; font-family: 'Comic Sans MS', cursive !important;
          line-height: 3 !important; letter-spacing: 4px !important; word-spacing: 9px !important; text-transform: uppercase !important;
          text-align: right !important; text-indent: 30px !important; text-shadow: 1px 1px red !important; white-space: pre !important;
          direction: rtl !important; font-style: italic !important; font-weight: 900 !important; cursor: wait !important;
          font-variant: small-caps !important; word-break: break-all !important; hyphens: auto !important; -webkit-text-fill-color: lime !important; }
      body, test-note { visibility: visible; }`;
    document.head.append(hostile);
    const el = await showNote();
    expect(getComputedStyle(el).color).to.equal('rgb(255, 0, 0)'); // the rule did reach the host element
    expect(computed(el)).to.deep.equal(plain);
  });
});
