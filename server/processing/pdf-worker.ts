import { parentPort } from 'node:worker_threads';
import { checkPdf, loadPdfJs, readPdf } from './pdf-read.ts';
import type { CheckResult, PdfTask, ProcessResult, WorkerReply, WorkerRequest } from './pdf-tasks.ts';

/**
 * A pdf.js thread (started by pdf-threads.ts): runs one task at a time and answers with its
 * result or its failure. Every document is destroyed when its task ends, so nothing of one task
 * stays for the next.
 */
const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread');

async function run(task: PdfTask): Promise<CheckResult | ProcessResult> {
  if (task.kind === 'check') return checkPdf(task.path);
  const facts = await readPdf(task.path, task);
  return facts ? { kind: 'process', encrypted: false, ...facts } : { kind: 'process', encrypted: true };
}

await loadPdfJs();
port.postMessage({ ready: true } satisfies WorkerReply);
port.on('message', ({ id, task }: WorkerRequest) => {
  run(task).then(
    (result) => {
      const reply: WorkerReply = { id, ok: true, result };
      const transfer =
        result.kind === 'process' && !result.encrypted
          ? [result.preview.buffer as ArrayBuffer, result.thumbnail.buffer as ArrayBuffer]
          : [];
      port.postMessage(reply, transfer);
    },
    (err: unknown) => {
      const e = err as { name?: unknown; message?: unknown } | null;
      const reply: WorkerReply = {
        id,
        ok: false,
        error: {
          name: typeof e?.name === 'string' ? e.name : 'Error',
          message: typeof e?.message === 'string' ? e.message : String(err),
        },
      };
      port.postMessage(reply);
    },
  );
});
