import { checkPdf, loadPdfJs, readPdf } from './pdf-read.ts';
import type { CheckResult, PdfTask, ProcessResult, WorkerReply, WorkerRequest } from './pdf-tasks.ts';

/**
 * A pdf.js worker process (started by pdf-workers.ts): runs one task at a time and answers with
 * its result or its failure. Every document is destroyed when its task ends, so nothing of one
 * task stays for the next. It ends with its server (the channel closes).
 */
const send = process.send?.bind(process);
if (!send) throw new Error('pdf-worker.ts runs as a child process with an IPC channel');
const reply = (r: WorkerReply) => send(r);

async function run(task: PdfTask): Promise<CheckResult | ProcessResult> {
  if (task.kind === 'check') return checkPdf(task.path);
  const facts = await readPdf(task.path, task);
  return facts ? { kind: 'process', encrypted: false, ...facts } : { kind: 'process', encrypted: true };
}

process.on('disconnect', () => process.exit(0));
await loadPdfJs();
reply({ ready: true });
/** Frees what a task left (exposed by pdf-workers.ts): the memory limit measures the next task from a clean worker. */
const gc = (globalThis as { gc?: () => void }).gc;
process.on('message', ({ id, task }: WorkerRequest) => {
  run(task)
    .finally(() => gc?.())
    .then(
      (result) => reply({ id, ok: true, result }),
      (err: unknown) => {
        const e = err as { name?: unknown; message?: unknown } | null;
        reply({
          id,
          ok: false,
          error: {
            name: typeof e?.name === 'string' ? e.name : 'Error',
            message: typeof e?.message === 'string' ? e.message : String(err),
          },
        });
      },
    );
});
