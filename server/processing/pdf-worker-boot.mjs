// Starts pdf-worker.ts in a worker process. pdf.js loads first, natively: through tsx's loader
// its 3 MB of code cost a worker some 300 MB. Then tsx is registered for our TypeScript (the
// process has none of its parent's loader, tsx's or vitest's).
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import 'pdfjs-dist/legacy/build/pdf.mjs';
import '@napi-rs/canvas';
import { register } from 'tsx/esm/api';

// pdf.js runs documents on this process's "fake worker" with this code, importing nothing more.
globalThis.pdfjsWorker = pdfjsWorker;
register();
await import('./pdf-worker.ts');
