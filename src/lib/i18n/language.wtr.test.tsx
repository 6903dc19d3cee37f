import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { cleanup, elementRoot, mount, waitFor } from '../../test-support/mount.ts';
import { defineElement } from '../define-element.tsx';
import { parse } from '@formatjs/icu-messageformat-parser';
import { defineMessages } from './messages.ts';
import { useFormat, useMessages } from './use-language.ts';

const greeting = defineMessages(
  { hello: 'Hello', files: (n: number) => (n === 1 ? '1 file' : `${n} files`) },
  // Translation files as the build gives them: messages with arguments already parsed.
  {
    './messages.es.json': async () => ({
      default: { hello: 'Hola', files: parse('{0, plural, one {# archivo} other {# archivos}}') },
    }),
    './messages.ar.json': async () => ({ default: { hello: 'مرحبا', files: parse('{0} ملفات') } }),
  },
);

function Greeting() {
  const m = useMessages(greeting);
  const f = useFormat();
  return (
    <p>
      <button type="button">{m.hello}</button>
      <time>{f.date(new Date(2026, 10, 22), { month: 'long' })}</time>
      <span>{m.files(3)}</span>
    </p>
  );
}

defineElement({ name: 'test-greeting', load: async () => ({ default: Greeting }) });

const shown = (el: HTMLElement): string => el.shadowRoot!.querySelector('p')?.textContent ?? '';

describe('languages', () => {
  afterEach(() => {
    cleanup();
    document.documentElement.lang = 'en';
    document.body.removeAttribute('lang');
  });

  it('is English by default, left to right', async () => {
    const el = await mount('test-greeting');
    await findByShadowRole(el, 'button', { name: 'Hello' });
    expect(elementRoot(el).dir).to.equal('ltr');
    expect(shown(el)).to.equal('HelloNovember3 files');
  });

  it('takes its own lang attribute: Spanish texts and dates, never English first', async () => {
    const el = await mount('test-greeting', { lang: 'es-MX' });
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(shown(el)));
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
    await findByShadowRole(el, 'button', { name: 'Hola' });
    observer.disconnect();
    expect(shown(el)).to.equal('Holanoviembre3 archivos');
    expect(texts.filter((t) => t.includes('Hello'))).to.deep.equal([]);
    expect(elementRoot(el).lang).to.equal('es-MX');
  });

  it('follows the closest [lang] ancestor, then <html lang>, and switches when the page does', async () => {
    document.documentElement.lang = 'ar';
    const el = await mount('test-greeting');
    await findByShadowRole(el, 'button', { name: 'مرحبا' });
    expect(elementRoot(el).dir).to.equal('rtl');
    expect(getComputedStyle(el.shadowRoot!.querySelector('button')!).direction).to.equal('rtl');
    document.body.lang = 'es';
    await findByShadowRole(el, 'button', { name: 'Hola' });
    expect(elementRoot(el).dir).to.equal('ltr');
    el.setAttribute('lang', 'fr'); // no French catalogue: English, formatted as English
    await findByShadowRole(el, 'button', { name: 'Hello' });
    await waitFor(() => shown(el) === 'HelloNovember3 files');
  });
});
