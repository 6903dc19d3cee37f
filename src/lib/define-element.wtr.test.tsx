import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { defineElement } from './define-element.tsx';
import { useElement } from './element-context.tsx';
import { configure } from '../stores/config.ts';
import { cleanup, mount, waitFor } from '../test-support/mount.ts';

interface Props {
  label?: string;
  count?: number;
  open?: boolean;
  onPick?: (v: string) => void;
}

function Probe({ label, count, open, onPick }: Props) {
  const { apiBase, toast, emit } = useElement();
  return (
    <div className="probe">
      <p>label:{label ?? '-'}</p>
      <p>count:{count ?? '-'}</p>
      <p>open:{String(Boolean(open))}</p>
      <p>api:{apiBase}</p>
      <button type="button" onClick={() => onPick?.('picked')}>
        pick
      </button>
      <button type="button" onClick={() => toast.success('Saved!')}>
        toast
      </button>
      <button type="button" onClick={() => emit('edu-link', { group: 'policy', name: 'Privacy Policy' })}>
        emit
      </button>
    </div>
  );
}

const definition = {
  name: 'test-probe',
  load: async () => ({ default: Probe, styles: '.probe { color: rgb(1, 2, 3); }' }),
  attributes: { label: 'string', count: 'number', open: 'boolean' } as const,
  properties: ['onPick' as const],
};

describe('defineElement', () => {
  afterEach(cleanup);

  it('defining the same element twice is harmless (bundle loaded twice)', () => {
    const first = defineElement<Props>(definition);
    const second = defineElement<Props>(definition);
    expect(second).to.equal(first);
  });

  it('renders into an open shadow root with adopted stylesheets and no <style> element', async () => {
    const el = await mount('test-probe', { label: 'hello' });
    const p = await findByShadowText(el, 'label:hello');
    expect(el.shadowRoot).to.not.equal(null);
    expect(el.shadowRoot!.querySelector('style')).to.equal(null);
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(1);
    expect(document.head.querySelectorAll('style').length).to.equal(0);
    // The element's own stylesheet colours its text.
    expect(getComputedStyle(p).color).to.equal('rgb(1, 2, 3)');
  });

  it("leaves the host's attributes as the markup has them, and shows its theme as a custom state", async () => {
    // A server-rendered page hydrates against the markup: the element adds nothing to it.
    const el = await mount('test-probe', { label: 'hello', theme: 'dark' });
    await findByShadowText(el, 'label:hello');
    expect(el.getAttributeNames().sort()).to.deep.equal(['label', 'theme']);
    expect(el.matches(':state(dark)')).to.equal(true);
    el.setAttribute('theme', 'light');
    await waitFor(() => el.matches(':state(light)') && !el.matches(':state(dark)'));
    expect(el.getAttributeNames().sort()).to.deep.equal(['label', 'theme']);
  });

  it('maps typed attributes and resets a removed boolean', async () => {
    const el = await mount('test-probe', { count: '3', open: '' });
    await findByShadowText(el, 'count:3');
    await findByShadowText(el, 'open:true');
    el.removeAttribute('open');
    await findByShadowText(el, 'open:false');
    el.setAttribute('label', 'changed');
    await findByShadowText(el, 'label:changed');
  });

  it('takes a boolean attribute as present-means-true, and its property sets or removes it', async () => {
    const el = await mount<HTMLElement & { open: boolean }>('test-probe', { open: 'false' });
    await findByShadowText(el, 'open:true');
    expect(el.open).to.equal(true);
    el.open = false;
    await findByShadowText(el, 'open:false');
    expect(el.hasAttribute('open')).to.equal(false);
    el.open = true;
    await findByShadowText(el, 'open:true');
    expect(el.getAttribute('open')).to.equal('');
  });

  it('takes functions as properties', async () => {
    const picked: string[] = [];
    const el = await mount('test-probe', {}, { onPick: (v: string) => picked.push(v) });
    (await findByShadowRole(el, 'button', { name: 'pick' })).click();
    await waitFor(() => picked.length === 1);
    expect(picked).to.deep.equal(['picked']);
  });

  it('api-base attribute beats configure(), which beats the page origin', async () => {
    const el = await mount('test-probe');
    await findByShadowText(el, `api:${location.origin}`);
    configure({ apiBase: 'https://api.example.test/' });
    await findByShadowText(el, 'api:https://api.example.test');
    el.setAttribute('api-base', 'https://mine.example.test');
    await findByShadowText(el, 'api:https://mine.example.test');
    configure({ apiBase: undefined });
  });

  it('shows toasts inside its own shadow root, announced politely', async () => {
    const el = await mount('test-probe');
    (await findByShadowRole(el, 'button', { name: 'toast' })).click();
    const status = await findByShadowRole(el, 'status');
    await waitFor(() => status.textContent?.includes('Saved!'));
    expect(status.getAttribute('aria-live')).to.equal('polite');
  });

  it('dispatches typed events that bubble out of the shadow root', async () => {
    const el = await mount('test-probe');
    let detail: unknown = null;
    document.addEventListener('edu-link', (e) => (detail = e.detail), { once: true });
    (await findByShadowRole(el, 'button', { name: 'emit' })).click();
    expect(detail).to.deep.equal({ group: 'policy', name: 'Privacy Policy' });
  });
});
