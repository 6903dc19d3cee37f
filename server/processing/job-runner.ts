import { claimJob, failJob, releaseJob, type Claim } from './job-queue.ts';
import { processMaterial, tooLargeToRead, type ProcessDeps, type ProcessOutcome } from './process-material.ts';
import { MEMORY_LIMIT_ERROR, PdfTaskError } from './pdf-workers.ts';

/** How a claimed job ended: processed (or found gone or taken over), due again later, given up, or handed back. */
export type JobOutcome = ProcessOutcome | 'retry' | 'failed' | 'released';

export interface JobRunnerOptions extends ProcessDeps {
  /** How often the table is looked at for due jobs (other servers' uploads, retries). */
  pollMs: number;
  /** How long a claim holds a job: longer than a run may take (the job workers' time limit). */
  lockMs: number;
  /** Runs of a job before it is given up. */
  maxAttempts?: number;
  /** Wait before the run after failed run number `attempts`. */
  retryMs?: (attempts: number) => number;
  log: { info(msg: string): void; warn(msg: string): void; error(msg: string): void };
  /** Told of every claimed job's end (tests, figures). */
  onJob?: (claim: Claim, outcome: JobOutcome) => void;
}

export const MAX_ATTEMPTS = 3;
/** 30 seconds after the first failed run, 2 minutes after the second. */
const defaultRetryMs = (attempts: number) => 30_000 * 4 ** (attempts - 1);

/**
 * Runs material processing jobs off the request, one at a time per server: claims a due job,
 * processes it, repeats until none is due. Started with the server, stopped with it (a job in
 * progress is handed back, not counted as a failed run). `poke()` after an upload starts the
 * new job at once; the poll finds everything else.
 */
export class MaterialJobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Stops the current job's reading. */
  private stopping = new AbortController();
  private again = false;
  private stopped = true;

  constructor(private readonly opts: JobRunnerOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = new AbortController();
    this.timer = setInterval(() => this.poke(), this.opts.pollMs);
    this.timer.unref();
    this.poke();
  }

  /** Looks for due jobs now (after this runner's current one, if any). */
  poke(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.opts.log.error(`Material processing stopped: ${(err as Error).message}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) this.poke();
      });
  }

  /** Stops claiming, ends the job in progress (handed back for any server) and waits for it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.stopping.abort();
    await this.running;
  }

  /** Resolves once no job is due or running here (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      this.again = false;
      if (this.stopped) return;
      const claim = await claimJob(this.opts.db, this.opts.lockMs);
      if (!claim) return;
      const outcome = await this.run(claim);
      this.opts.onJob?.(claim, outcome);
    }
  }

  private async run(claim: Claim): Promise<JobOutcome> {
    const { db, log } = this.opts;
    const max = this.opts.maxAttempts ?? MAX_ATTEMPTS;
    // Its last claim's server stopped without a word: given up like any other last run.
    if (claim.attempts > max) return failJob(db, claim, 'The server stopped while reading this file.', 0, max);
    const t0 = Date.now();
    try {
      const outcome = await processMaterial(this.opts, claim, this.stopping.signal);
      log.info(`Material ${claim.materialId} processed (${outcome}) in ${Date.now() - t0} ms.`);
      return outcome;
    } catch (err) {
      const message = (err as Error).message || String(err);
      if (this.stopped) {
        await releaseJob(db, claim);
        return 'released';
      }
      if (err instanceof PdfTaskError && err.name === MEMORY_LIMIT_ERROR) {
        log.warn(`Material ${claim.materialId}: ${message} No preview (too large) after ${Date.now() - t0} ms.`);
        return tooLargeToRead(db, claim);
      }
      const outcome = await failJob(db, claim, message, (this.opts.retryMs ?? defaultRetryMs)(claim.attempts), max);
      log.warn(
        `Material ${claim.materialId}: run ${claim.attempts} of ${max} failed (${message}): ${outcome === 'failed' ? 'given up' : outcome}.`,
      );
      return outcome;
    }
  }
}
