import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';

/**
 * Focuses and presses `opener` as a keyboard user would (so focus can return to it), then waits
 * inside `el` for the `role` named `name` it opens, and checks it is modal.
 */
export async function openDialog(
  el: HTMLElement,
  opener: HTMLElement,
  name: string,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<HTMLElement> {
  opener.focus();
  opener.click();
  const dialog = await findByShadowRole(el, role, { name });
  expect(dialog.matches(':modal'), `${name} is modal`).to.equal(true);
  return dialog;
}

/** Presses the tab named `tab` inside `el` and waits for the `heading` its panel shows; gives back `el`. */
export async function openTab(el: HTMLElement, tab: string, heading: string): Promise<HTMLElement> {
  (await findByShadowRole(el, 'tab', { name: tab })).click();
  await findByShadowRole(el, 'heading', { name: heading });
  return el;
}
