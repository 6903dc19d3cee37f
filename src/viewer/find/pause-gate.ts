/** A closed gate that work awaits until `open()` lets it through. */
export interface PauseGate {
  passed: Promise<void>;
  open: () => void;
}

export function pauseGate(): PauseGate {
  let open = (): void => {};
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}
