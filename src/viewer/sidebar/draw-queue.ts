/** One thumbnail to draw: a page at a rotation, `key` naming both. */
export interface DrawJob {
  key: string;
  page: number;
  rotation: number;
}

/** A drawing under way: its result, and a way to stop it. */
export interface Drawing<T> {
  promise: Promise<T>;
  cancel(): void;
}

export interface DrawQueueOptions<T> {
  draw: (job: DrawJob) => Drawing<T>;
  done: (job: DrawJob, result: T) => void;
  /** A drawing that failed (not one that was cancelled). */
  failed: (job: DrawJob, error: unknown) => void;
  isCancellation: (error: unknown) => boolean;
}

/**
 * Draws the thumbnails that are asked for, one at a time and only while not paused (the
 * viewer pauses it until its own page is drawn), in the order they were asked for, yielding a
 * task between two so clicks and the page itself go first. A job no longer wanted (its
 * thumbnail scrolled away) is dropped, and cancelled when it is being drawn.
 */
export class DrawQueue<T> {
  readonly #wanted = new Map<string, DrawJob>();
  #running: { job: DrawJob; drawing: Drawing<T> } | null = null;
  #paused = true;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: DrawQueueOptions<T>) {}

  /** The jobs waiting or being drawn. */
  get pending(): number {
    return this.#wanted.size;
  }

  get drawing(): string | null {
    return this.#running?.job.key ?? null;
  }

  request(job: DrawJob): void {
    if (!this.#wanted.has(job.key)) this.#wanted.set(job.key, job);
    this.#pump();
  }

  release(key: string): void {
    this.#wanted.delete(key);
    if (this.#running?.job.key === key) this.#running.drawing.cancel();
  }

  setPaused(paused: boolean): void {
    this.#paused = paused;
    this.#pump();
  }

  #pump(): void {
    if (this.#paused || this.#running || this.#timer !== null || this.#wanted.size === 0) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#next();
    }, 0);
  }

  #next(): void {
    if (this.#paused || this.#running) return;
    const job = this.#wanted.values().next().value;
    if (!job) return;
    const running = { job, drawing: this.options.draw(job) };
    this.#running = running;
    running.drawing.promise
      .then(
        (result) => {
          this.#wanted.delete(job.key);
          this.options.done(job, result);
        },
        (error: unknown) => {
          if (this.options.isCancellation(error)) return;
          this.#wanted.delete(job.key);
          this.options.failed(job, error);
        },
      )
      .finally(() => {
        if (this.#running === running) this.#running = null;
        this.#pump();
      });
  }
}
