import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PdfTask, TaskFailure, TaskResult, WorkerReply, WorkerRequest } from './pdf-tasks.ts';

/** A task that failed: pdf.js refused the file, ran out of time or memory, or its worker died. */
export class PdfTaskError extends Error {
  constructor(readonly failure: TaskFailure) {
    super(failure.message);
    this.name = failure.name;
  }
}

/** The name of a task's failure when its worker passed `maxMemoryMb`. */
export const MEMORY_LIMIT_ERROR = 'MemoryLimitError';

export interface PdfWorkerOptions {
  /** Workers at most; further tasks wait for one. */
  size: number;
  /** A task still running after this fails with a TimeoutError and its worker is ended. */
  timeLimitMs: number;
  /** A worker with nothing to do ends after this (a new one starts in about half a second). */
  idleMs?: number;
  /**
   * Resident memory of a worker, in MB, all of it: the JavaScript heap, decoded images (array
   * buffers, outside the heap) and canvases (native memory). A worker past it is killed and its
   * task fails with a MemoryLimitError, so a document that needs more never grows the server.
   */
  maxMemoryMb?: number;
}

interface Waiting {
  task: PdfTask;
  resolve: (result: unknown) => void;
  reject: (err: Error) => void;
}

interface Worker {
  child: ChildProcess;
  /** It has loaded pdf.js (about half a second after it starts, more on a busy machine). */
  ready: boolean;
  /** The task it runs, with its time limit once the worker is ready. */
  busy?: Waiting & { id: number; timer?: NodeJS.Timeout };
  idle?: NodeJS.Timeout;
  /** Samples its resident memory while it exists. */
  watch: NodeJS.Timeout;
  exited: Promise<unknown>;
}

const BOOT_PATH = fileURLToPath(new URL('./pdf-worker-boot.mjs', import.meta.url));
const DEFAULT_MEMORY_MB = 512;
/** How often a worker's memory is read: decoding adds at most some 50 MB between two readings. */
const MEMORY_SAMPLE_MS = 25;

/** Resident memory of a process in MB (Linux /proc), or undefined where it cannot be read. */
async function residentMb(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/**
 * pdf.js work off the server's process: each task runs in a child process, one task per worker
 * at a time, under a time limit and a memory limit (a worker past either is killed, which
 * frees all it holds at once, so a hostile file can hold neither the worker nor the server's
 * memory). A worker thread could not be bounded so: its heap limit leaves out the decoded
 * images and canvases that make up most of a hostile file's cost. Workers start on demand and
 * end when idle. The memory limit is read from /proc (Linux); elsewhere only the heap is bounded.
 */
export class PdfWorkerPool {
  private readonly workers = new Set<Worker>();
  private readonly queue: Waiting[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: PdfWorkerOptions) {}

  /** Runs `task` on a worker; `signal` stops it (waiting or running: its worker is ended) with an AbortError. */
  run<T extends PdfTask>(task: T, signal?: AbortSignal): Promise<TaskResult<T>> {
    const aborted = () =>
      new PdfTaskError({ name: 'AbortError', message: this.closed ? 'The server is stopping.' : 'The task was stopped.' });
    if (this.closed || signal?.aborted) return Promise.reject(aborted());
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const queued = this.queue.indexOf(waiting);
        if (queued >= 0) this.queue.splice(queued, 1)[0]!.reject(aborted());
        const worker = [...this.workers].find((t) => t.busy?.task === task);
        if (worker) void this.end(worker, aborted());
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

  /** Ends every worker; running and waiting tasks fail with an AbortError. */
  async close(): Promise<void> {
    this.closed = true;
    const aborted = new PdfTaskError({ name: 'AbortError', message: 'The server is stopping.' });
    for (const w of this.queue.splice(0)) w.reject(aborted);
    await Promise.all([...this.workers].map((t) => this.end(t, aborted)));
  }

  private pump(): void {
    while (this.queue.length) {
      let worker = [...this.workers].find((t) => !t.busy);
      if (!worker) {
        if (this.workers.size >= this.opts.size) return;
        worker = this.spawn();
      }
      this.start(worker, this.queue.shift()!);
    }
  }

  private spawn(): Worker {
    const maxMb = this.opts.maxMemoryMb ?? DEFAULT_MEMORY_MB;
    // No inherited `--import tsx`: the worker loads pdf.js before any loader hooks (pdf-worker-boot.mjs).
    // Its heap limit is the memory limit: a heap that cannot fit fails at once, as an out-of-memory crash.
    const child = fork(BOOT_PATH, [], {
      execArgv: [`--max-old-space-size=${maxMb}`, '--expose-gc'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Only a task in progress keeps the server's process alive.
    child.unref();
    child.channel?.unref();
    const worker: Worker = {
      child,
      ready: false,
      watch: setInterval(() => void this.checkMemory(worker, maxMb), MEMORY_SAMPLE_MS),
      exited: once(child, 'exit').catch(() => undefined),
    };
    worker.watch.unref();
    this.workers.add(worker);
    child.on('message', (reply: WorkerReply) => this.answered(worker, reply));
    child.on('error', (err: Error) => void this.end(worker, new PdfTaskError({ name: err.name, message: err.message })));
    child.on('exit', (code, signal) => {
      // V8 aborts a process whose heap cannot fit its limit.
      const oom = signal === 'SIGABRT' || code === 134;
      void this.end(
        worker,
        oom
          ? new PdfTaskError({ name: MEMORY_LIMIT_ERROR, message: `Reading the PDF needed more than ${maxMb} MB.` })
          : new PdfTaskError({ name: 'Error', message: `The PDF worker stopped (${signal ?? `exit code ${code}`}).` }),
      );
    });
    return worker;
  }

  private async checkMemory(worker: Worker, maxMb: number): Promise<void> {
    if (!worker.busy || worker.child.pid === undefined) return;
    const mb = await residentMb(worker.child.pid);
    if (mb === undefined || mb <= maxMb) return;
    await this.end(
      worker,
      new PdfTaskError({ name: MEMORY_LIMIT_ERROR, message: `Reading the PDF needed more than ${maxMb} MB.` }),
    );
  }

  private start(worker: Worker, w: Waiting): void {
    if (worker.idle) clearTimeout(worker.idle);
    const id = this.nextId++;
    worker.busy = { ...w, id };
    worker.child.channel?.ref();
    if (worker.ready) this.startClock(worker);
    worker.child.send({ id, task: w.task } satisfies WorkerRequest);
  }

  /** The time limit runs from when the worker can work: starting one is not the task's time. */
  private startClock(worker: Worker): void {
    const seconds = Math.round(this.opts.timeLimitMs / 100) / 10;
    worker.busy!.timer = setTimeout(
      () =>
        void this.end(
          worker,
          new PdfTaskError({ name: 'TimeoutError', message: `Reading the PDF took longer than ${seconds} seconds.` }),
        ),
      this.opts.timeLimitMs,
    );
  }

  private answered(worker: Worker, reply: WorkerReply): void {
    if ('ready' in reply) {
      worker.ready = true;
      if (worker.busy) this.startClock(worker);
      return;
    }
    const busy = worker.busy;
    if (!busy || busy.id !== reply.id) return;
    clearTimeout(busy.timer);
    worker.busy = undefined;
    worker.child.channel?.unref();
    if (reply.ok) busy.resolve(reply.result);
    else busy.reject(new PdfTaskError(reply.error));
    worker.idle = setTimeout(() => void this.end(worker, undefined), this.opts.idleMs ?? 60_000);
    worker.idle.unref();
    this.pump();
  }

  /** Kills a worker, failing its task with `reason`; waiting tasks go to another worker. */
  private async end(worker: Worker, reason: Error | undefined): Promise<void> {
    if (!this.workers.delete(worker)) return;
    clearInterval(worker.watch);
    if (worker.idle) clearTimeout(worker.idle);
    const busy = worker.busy;
    worker.busy = undefined;
    if (busy) {
      clearTimeout(busy.timer);
      busy.reject(reason ?? new PdfTaskError({ name: 'AbortError', message: 'The task was stopped.' }));
    }
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await worker.exited;
    if (!this.closed) this.pump();
  }
}
