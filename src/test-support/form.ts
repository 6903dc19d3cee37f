import { findByShadowRole } from 'shadow-dom-testing-library';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Types into a field or picks an option the way React notices (native value setter + event). */
export function setValue(el: HTMLElement, value: string): void {
  const proto =
    el instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : el instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el as Field, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Puts files on a file input as a user's picker would. */
export function pickFiles(input: HTMLInputElement, files: File[]): void {
  const dt = new DataTransfer();
  files.forEach((f) => dt.items.add(f));
  input.files = dt.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The control a `<label>` with exactly this text names, inside `root` (a shadow root or part of one). */
export function labelledField<T extends HTMLElement = HTMLInputElement>(root: ParentNode, label: string): T {
  const found = [...root.querySelectorAll('label')].find((l) => l.textContent === label);
  if (!found?.control) throw new Error(`no field labelled ${label}`);
  return found.control as T;
}

/** Fills the textbox (or other role) named `name` inside the element's shadow root. */
export async function fill(el: HTMLElement, name: string | RegExp, value: string, role = 'textbox'): Promise<HTMLElement> {
  const field = await findByShadowRole(el, role, { name });
  setValue(field, value);
  return field;
}

/** Presses the button named `name` inside the element's shadow root, as a user submitting its form. */
export async function submit(el: HTMLElement, name: string | RegExp): Promise<void> {
  (await findByShadowRole(el, 'button', { name })).click();
}
