import { MAX_UPLOAD_BYTES } from '../../src/contract/constants.ts';
import { tinyPdf } from '../../server/test-support/pdf-files.ts';
import { rssMiB } from '../lib/server.ts';
import { figure } from '../lib/figure.ts';
import { defineBench } from '../lib/harness.ts';
import type { SessionCookie } from '../lib/session.ts';

/** `parallel` uploads of one real PDF of `pdf.length` bytes (the server opens every PDF at upload), each named apart. */
function uploadForms(pdf: Uint8Array, parallel: number, run: number): FormData[] {
  return Array.from({ length: parallel }, (_, i) => {
    const form = new FormData();
    form.append('category', 'Resources');
    form.append('course', 'Biology');
    form.append('classes', 'Class A');
    form.append('files', new Blob([pdf as BlobPart], { type: 'application/pdf' }), `bench-upload-${run * 10 + i}.pdf`);
    return form;
  });
}

/** Peak RSS growth of the server process while `forms` upload at once, by teacher 1 (`cookie`). */
async function peakGrowth(base: string, pid: number, cookie: SessionCookie, forms: FormData[]): Promise<number> {
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
  ).finally(() => (sampling = false));
  await sampler;
  for (const r of results) if (r.status !== 201) throw new Error(`upload failed: ${r.status} ${await r.text()}`);
  return peak - before;
}

export const uploadBench = defineBench({
  group: 'upload',
  title: 'upload memory',
  sizes: {
    full: { bytes: MAX_UPLOAD_BYTES, runs: 5, parallel: 4 },
    smoke: { bytes: 1_048_576, runs: 1, parallel: 2 },
  },
  async run({ base, pid, sessions }, { bytes, runs, parallel }) {
    const pdf = tinyPdf('A large bench upload', bytes);
    const mb = Math.round(bytes / 1_048_576);
    const one: number[] = [];
    const many: number[] = [];
    // The first PDF starts the server's pdf.js workers (about 65 MB each, kept while uploads
    // come): measured after it, the figures are what an upload itself costs.
    await peakGrowth(base, pid, sessions.teacher, uploadForms(pdf, 2, 99));
    for (let i = 0; i < runs; i++) one.push(await peakGrowth(base, pid, sessions.teacher, uploadForms(pdf, 1, i)));
    for (let i = 0; i < runs; i++) many.push(await peakGrowth(base, pid, sessions.teacher, uploadForms(pdf, parallel, runs + i)));
    return [
      figure(`Server RSS growth during one ${mb} MB upload`, one, 'MB', { max: 64 }),
      figure(`Server RSS growth during ${parallel} x ${mb} MB uploads at once`, many, 'MB', { max: 128 }),
    ];
  },
});
