import { Worker } from 'node:worker_threads';
import type { PdfTask, TaskFailure, TaskResult, WorkerReply } from './pdf-tasks.ts';

/** A task that failed: pdf.js refused the file, ran out of time or memory, or its thread died. */
export class PdfTaskError extends Error {
  constructor(readonly failure: TaskFailure) {
    super(failure.message);
    this.name = failure.name;
  }
}

export interface PdfThreadOptions {
  /** Threads at most; further tasks wait for one. */
  size: number;
  /** A task still running after this fails with a TimeoutError and its thread is ended. */
  timeLimitMs: number;
  /** A thread with nothing to do ends after this (a new one starts in about half a second). */
  idleMs?: number;
  /** Heap of a thread, in MB: a document that needs more fails instead of growing the server. */
  maxHeapMb?: number;
}

interface Waiting {
  task: PdfTask;
  resolve: (result: unknown) => void;
  reject: (err: Error) => void;
}

interface Thread {
  worker: Worker;
  /** It has loaded pdf.js (about half a second after it starts, more on a busy machine). */
  ready: boolean;
  /** The task it runs, with its time limit once the thread is ready. */
  busy?: Waiting & { id: number; timer?: NodeJS.Timeout };
  idle?: NodeJS.Timeout;
}

const BOOT_URL = new URL('./pdf-worker-boot.mjs', import.meta.url);

/**
 * pdf.js work off the server's event loop: each task runs in a worker thread, one task per
 * thread at a time, under a time limit (a thread past it is ended, so a hostile file cannot
 * hold it) and a heap limit. Threads start on demand and end when idle.
 */
export class PdfThreadPool {
  private readonly threads = new Set<Thread>();
  private readonly queue: Waiting[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: PdfThreadOptions) {}

  /** Runs `task` on a thread; `signal` stops it (waiting or running: its thread is ended) with an AbortError. */
  run<T extends PdfTask>(task: T, signal?: AbortSignal): Promise<TaskResult<T>> {
    const aborted = () =>
      new PdfTaskError({ name: 'AbortError', message: this.closed ? 'The server is stopping.' : 'The task was stopped.' });
    if (this.closed || signal?.aborted) return Promise.reject(aborted());
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const queued = this.queue.indexOf(waiting);
        if (queued >= 0) this.queue.splice(queued, 1)[0]!.reject(aborted());
        const thread = [...this.threads].find((t) => t.busy?.task === task);
        if (thread) void this.end(thread, aborted());
      };
      const waiting: Waiting = {
        task,
        resolve: (r) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(r as TaskResult<T>);
        },
        reject: (e) => {
          signal?.removeEventListener('abort', onAbort);
          reject(e);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiting);
      this.pump();
    });
  }

  /** Ends every thread; running and waiting tasks fail with an AbortError. */
  async close(): Promise<void> {
    this.closed = true;
    const aborted = new PdfTaskError({ name: 'AbortError', message: 'The server is stopping.' });
    for (const w of this.queue.splice(0)) w.reject(aborted);
    await Promise.all([...this.threads].map((t) => this.end(t, aborted)));
  }

  private pump(): void {
    while (this.queue.length) {
      let thread = [...this.threads].find((t) => !t.busy);
      if (!thread) {
        if (this.threads.size >= this.opts.size) return;
        thread = this.spawn();
      }
      this.start(thread, this.queue.shift()!);
    }
  }

  private spawn(): Thread {
    // No inherited `--import tsx`: the thread loads pdf.js before any loader hooks (pdf-worker-boot.mjs).
    const worker = new Worker(BOOT_URL, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: this.opts.maxHeapMb ?? 512 } });
    worker.unref();
    const thread: Thread = { worker, ready: false };
    this.threads.add(thread);
    worker.on('message', (reply: WorkerReply) => this.answered(thread, reply));
    worker.on('error', (err: Error) => void this.end(thread, new PdfTaskError({ name: err.name, message: err.message })));
    worker.on(
      'exit',
      (code) =>
        void this.end(thread, new PdfTaskError({ name: 'Error', message: `The PDF thread stopped (exit code ${code}).` })),
    );
    return thread;
  }

  private start(thread: Thread, w: Waiting): void {
    if (thread.idle) clearTimeout(thread.idle);
    const id = this.nextId++;
    thread.busy = { ...w, id };
    if (thread.ready) this.startClock(thread);
    thread.worker.postMessage({ id, task: w.task });
  }

  /** The time limit runs from when the thread can work: starting one is not the task's time. */
  private startClock(thread: Thread): void {
    const seconds = Math.round(this.opts.timeLimitMs / 100) / 10;
    thread.busy!.timer = setTimeout(
      () =>
        void this.end(
          thread,
          new PdfTaskError({ name: 'TimeoutError', message: `Reading the PDF took longer than ${seconds} seconds.` }),
        ),
      this.opts.timeLimitMs,
    );
  }

  private answered(thread: Thread, reply: WorkerReply): void {
    if ('ready' in reply) {
      thread.ready = true;
      if (thread.busy) this.startClock(thread);
      return;
    }
    const busy = thread.busy;
    if (!busy || busy.id !== reply.id) return;
    clearTimeout(busy.timer);
    thread.busy = undefined;
    if (reply.ok) busy.resolve(reply.result);
    else busy.reject(new PdfTaskError(reply.error));
    thread.idle = setTimeout(() => void this.end(thread, undefined), this.opts.idleMs ?? 60_000);
    thread.idle.unref();
    this.pump();
  }

  /** Stops a thread, failing its task with `reason`; waiting tasks go to another thread. */
  private async end(thread: Thread, reason: Error | undefined): Promise<void> {
    if (!this.threads.delete(thread)) return;
    if (thread.idle) clearTimeout(thread.idle);
    const busy = thread.busy;
    thread.busy = undefined;
    if (busy) {
      clearTimeout(busy.timer);
      busy.reject(reason ?? new PdfTaskError({ name: 'AbortError', message: 'The task was stopped.' }));
    }
    await thread.worker.terminate();
    if (!this.closed) this.pump();
  }
}
