/** Collects the details of events of one type dispatched to `target` (default: the document). */
export function recordEvents<T>(type: string, target: EventTarget = document): { details: T[]; stop: () => void } {
  const details: T[] = [];
  const on = (e: Event): void => {
    details.push((e as CustomEvent<T>).detail);
  };
  target.addEventListener(type, on);
  return { details, stop: () => target.removeEventListener(type, on) };
}
