/**
 * pdf.js's worker, started before pdf.js itself has loaded: booting the ~1 MB worker and
 * loading the pdf.js module then overlap instead of following each other (pdf.js only creates
 * its worker once its own module has run). pdf.js takes the started worker as its port.
 * Without pdf.js imports, so the element can call it as soon as it knows a PDF will open.
 */
const started = new Map<string, Worker>();
// Worker URLs pdf.js already has a worker for (pdf-runtime.ts keeps one per URL).
const owned = new Set<string>();

export function startPdfWorker(src: string): void {
  if (started.has(src) || owned.has(src) || typeof Worker === 'undefined') return;
  // A cross-origin worker needs pdf.js's own wrapper: leave that case to pdf.js.
  if (new URL(src, location.href).origin !== location.origin) return;
  let worker: Worker;
  try {
    worker = new Worker(src, { type: 'module' });
  } catch {
    return; // pdf.js tries again itself and reports what fails
  }
  const drop = () => {
    if (started.get(src) === worker) started.delete(src);
    worker.terminate();
  };
  worker.addEventListener('error', drop, { once: true });
  started.set(src, worker);
}

/**
 * The worker started for `src`, if any, handed over once: from then on pdf.js has a worker
 * for `src` (this one or its own) and nothing more is started for it.
 */
export function takePdfWorker(src: string): Worker | undefined {
  const worker = started.get(src);
  started.delete(src);
  owned.add(src);
  return worker;
}

/** pdf.js's worker for `src` is gone (it failed): a later PDF may start one early again. */
export function releasePdfWorker(src: string): void {
  owned.delete(src);
}
