import { DatabaseAwayError, databaseFault } from './database-faults.ts';

export interface AvailabilityOptions {
  /** Work unanswered this long has the database probed; it goes on waiting while the probe answers. */
  probeAfterMs: number;
  /** How long a probe (a new connection and `SELECT 1`) may take before the database counts as away. */
  probeTimeoutMs: number;
  /** While the database is away it is probed this often; the first answer ends the away state. */
  recheckMs: number;
}

/**
 * Whether the database answers, as this process last saw it. A query is never cut for being
 * slow while a fresh connection still gets an answer (a migration or an import may take
 * minutes); when a probe gets none, every waiting query fails with DatabaseAwayError, and so
 * does every new one at once, until a probe succeeds again.
 */
export class Availability {
  private away = false;
  private probing: Promise<boolean> | undefined;
  private answeredAt = 0;
  private recheck: NodeJS.Timeout | undefined;

  constructor(
    /** Settles within `timeoutMs`: resolves when the database answered. */
    private readonly probe: (timeoutMs: number) => Promise<void>,
    private readonly o: AvailabilityOptions,
    private readonly log: (message: string) => void = () => {},
  ) {}

  get isAway(): boolean {
    return this.away;
  }

  /** Throws DatabaseAwayError while the database is away. */
  check(): void {
    if (this.away) throw new DatabaseAwayError();
  }

  /**
   * Settles as `work` does, unless the database stops answering first: then it rejects with
   * DatabaseAwayError and `abandon` is called, so the caller can drop the connection `work` waits on.
   */
  async watch<T>(work: Promise<T>, abandon: () => void): Promise<T> {
    let settled = false;
    const done = work.finally(() => (settled = true));
    done.catch(() => {});
    const settledWithin = (ms: number) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        const stop = () => {
          clearTimeout(timer);
          resolve(true);
        };
        done.then(stop, stop);
      });
    while (!(await settledWithin(this.o.probeAfterMs))) {
      const answers = !this.away && (Date.now() - this.answeredAt < this.o.probeAfterMs || (await this.probeNow()));
      if (settled) break;
      if (!answers) {
        abandon();
        throw new DatabaseAwayError();
      }
    }
    return done;
  }

  /** Every failed query passes here: a connection-level failure has the database probed at once. */
  noticed(err: unknown): void {
    if (!(err instanceof DatabaseAwayError) && databaseFault(err) === 'away') void this.probeNow();
  }

  /** One probe at a time, shared by everyone who asks meanwhile; true when the database answered. */
  probeNow(): Promise<boolean> {
    this.probing ??= withTimeout(this.probe(this.o.probeTimeoutMs), this.o.probeTimeoutMs + 250).then(
      () => this.settle(true),
      () => this.settle(false),
    );
    return this.probing;
  }

  stop(): void {
    clearInterval(this.recheck);
    this.recheck = undefined;
  }

  private settle(answered: boolean): boolean {
    this.probing = undefined;
    if (answered) this.answeredAt = Date.now();
    if (answered === !this.away) return answered;
    this.away = !answered;
    if (this.away) {
      this.log('The database is not answering: requests get 503 until it does.');
      this.recheck = setInterval(() => void this.probeNow(), this.o.recheckMs);
      this.recheck.unref();
    } else {
      this.log('The database answers again.');
      this.stop();
    }
    return answered;
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new DatabaseAwayError()), ms)));
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}
