import { expect, type Locator, type Page } from '@playwright/test';

/** What has focus, through shadow roots: its description, and whether a focus ring shows on it. */
export async function focusState(page: Page): Promise<{ where: string; body: boolean; ring: boolean }> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body || el === document.documentElement) return { where: 'body', body: true, ring: false };
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    // A date field moving between its day, month and year highlights the part being edited.
    const dateParts = el.matches('input:is([type=date], [type=time], [type=datetime-local])');
    const ring = dateParts || (el.matches(':focus-visible') && (outline || s.boxShadow !== 'none'));
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
    return { where: `${el.tagName.toLowerCase()} "${name}"`, body: false, ring };
  });
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, as a keyboard user moves. Every
 * stop on the way must be a control with a visible focus ring, never the page's body.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('tabTo: no such element');
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page);
    expect(state.body, 'focus fell to the page body (or Tab went past an end of the page)').toBe(false);
    expect(state.ring, `no visible focus ring on ${state.where}`).toBe(true);
    const there = await handle.evaluate((el) => {
      let a: Element | null = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return a === el;
    });
    if (there) return;
  }
  throw new Error(`tabTo: not reached in ${max} presses of Tab`);
}

/** Tabs to a control and presses a key on it (Enter by default). */
export async function activate(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Focus is on `target` (through shadow roots) and shows a ring. */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  expect((await focusState(page)).ring).toBe(true);
}
