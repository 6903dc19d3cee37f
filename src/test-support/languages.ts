import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { elementRoot } from './mount.ts';

/**
 * Waits for the element's heading `name` (its title in the element's language) and checks the
 * element reads in `dir`; returns the heading.
 */
export async function expectInLanguage(
  el: HTMLElement,
  dir: 'ltr' | 'rtl',
  name: string,
  { level, timeout }: { level?: number; timeout?: number } = {},
): Promise<HTMLElement> {
  const heading = await findByShadowRole(el, 'heading', { name, ...(level ? { level } : {}) }, timeout ? { timeout } : {});
  expect(elementRoot(el).dir).to.equal(dir);
  return heading;
}
