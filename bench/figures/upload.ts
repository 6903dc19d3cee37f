import { MAX_UPLOAD_BYTES } from '../../src/contract/constants.ts';
import { tinyPdf } from '../../server/test-support/pdf-files.ts';
import { rssMiB } from '../lib/server.ts';
import { figure, type Figure } from '../lib/figure.ts';
import type { SessionCookie } from '../lib/session.ts';

const RUNS = 5;

/** One real 50 MB PDF (the server opens every PDF at upload); each upload's name differs. */
let pdf: Uint8Array | null = null;

function uploadForm(n: number): FormData {
  pdf ??= tinyPdf('A large bench upload', MAX_UPLOAD_BYTES);
  const body = pdf;
  const form = new FormData();
  form.append('category', 'Resources');
  form.append('course', 'Biology');
  form.append('files', new Blob([body as BlobPart], { type: 'application/pdf' }), `bench-upload-${n}.pdf`);
  return form;
}

/** Peak RSS growth of the server process while `parallel` 50 MB uploads run at once, by teacher 1 (`cookie`). */
async function peakGrowth(base: string, pid: number, cookie: SessionCookie, parallel: number, run: number): Promise<number> {
  const forms = Array.from({ length: parallel }, (_, i) => uploadForm(run * 10 + i));
  const before = await rssMiB(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssMiB(pid).catch(() => 0));
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const results = await Promise.all(
    forms.map((form) => fetch(`${base}/api/UploadStudyMaterial/1`, { method: 'POST', body: form, headers: { cookie } })),
  );
  sampling = false;
  await sampler;
  for (const r of results) if (r.status !== 201) throw new Error(`upload failed: ${r.status} ${await r.text()}`);
  return peak - before;
}

export async function uploadFigures(base: string, pid: number, cookie: SessionCookie): Promise<Figure[]> {
  const one: number[] = [];
  const four: number[] = [];
  // The first PDF starts the server's pdf.js workers (about 65 MB each, kept while uploads
  // come): measured after it, the figures are what an upload itself costs.
  await peakGrowth(base, pid, cookie, 2, 99);
  for (let i = 0; i < RUNS; i++) one.push(await peakGrowth(base, pid, cookie, 1, i));
  for (let i = 0; i < RUNS; i++) four.push(await peakGrowth(base, pid, cookie, 4, RUNS + i));
  return [
    figure('Server RSS growth during one 50 MB upload', one, 'MB', { max: 64 }),
    figure('Server RSS growth during 4 x 50 MB uploads at once', four, 'MB', { max: 128 }),
  ];
}
