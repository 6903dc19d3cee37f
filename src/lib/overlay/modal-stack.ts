import { atom } from 'nanostores';

/**
 * The open modal dialogs of every element on the page, the topmost last. Toasts go into the
 * topmost one: everything outside an open modal dialog is inert, so it would be unseen by
 * assistive technology and could not be dismissed.
 */
export const $openModals = atom<readonly HTMLDialogElement[]>([]);

export function addModal(dialog: HTMLDialogElement): void {
  $openModals.set([...$openModals.get().filter((d) => d !== dialog), dialog]);
}

export function removeModal(dialog: HTMLDialogElement): void {
  if ($openModals.get().includes(dialog)) $openModals.set($openModals.get().filter((d) => d !== dialog));
}
