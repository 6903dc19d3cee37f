import { expect } from 'chai';
import { findByShadowText, queryByShadowText } from 'shadow-dom-testing-library';
import { scrollPage, waitFor } from './mount.ts';

/**
 * Scrolls the page to its end under a virtual list of `total` items: the item showing `last` comes
 * into the window and says it is `total` of `total`, fewer than `most` items exist (`count`), and
 * the one showing `first` is gone.
 */
export async function expectEndOfVirtualList(
  el: HTMLElement,
  { total, first, last, count, most }: { total: number; first: string; last: string; count: () => number; most: number },
): Promise<void> {
  await scrollPage(document.documentElement.scrollHeight);
  const item = (await findByShadowText(el, last)).closest('li')!;
  await waitFor(() => item.getBoundingClientRect().bottom <= innerHeight);
  expect(item.getAttribute('aria-posinset')).to.equal(String(total));
  expect(item.getAttribute('aria-setsize')).to.equal(String(total));
  expect(count()).to.be.lessThan(most);
  expect(queryByShadowText(el, first)).to.equal(null);
}
