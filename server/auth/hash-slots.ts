import { availableParallelism } from 'node:os';

/** Seconds a refused sign-in or sign-up is told to wait. */
export const HASH_RETRY_AFTER_S = 2;
export const HASHES_BUSY_MESSAGE = `Many people are signing in right now. Try again in ${HASH_RETRY_AFTER_S} seconds.`;

export interface HashSlotLimits {
  /** Password hashes computed at once (each keeps a core busy). */
  atOnce: number;
  /** Hashes waiting for a slot; one more is refused. */
  queue: number;
}

/**
 * As many hashes at once as the machine has cores (PASSWORD_HASHES_AT_ONCE), and twice that
 * waiting (PASSWORD_HASH_QUEUE): a wait of about two hashes' time, 0.5 s, at most.
 */
export function hashSlotLimits(env: NodeJS.ProcessEnv = process.env): HashSlotLimits {
  const atOnce = positive(env.PASSWORD_HASHES_AT_ONCE, 'PASSWORD_HASHES_AT_ONCE') ?? availableParallelism();
  const queue = positive(env.PASSWORD_HASH_QUEUE, 'PASSWORD_HASH_QUEUE', true) ?? 2 * atOnce;
  return { atOnce, queue };
}

function positive(raw: string | undefined, name: string, zeroAllowed = false): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < (zeroAllowed ? 0 : 1)) throw new Error(`${name}=${raw} is not valid: give a whole number`);
  return n;
}

/** Thrown when every slot is taken and the queue is full. */
export class HashesBusyError extends Error {
  constructor() {
    super(HASHES_BUSY_MESSAGE);
  }
}

/**
 * Bounds the password hashes (sign-in checks, the check against the stand-in hash of an
 * unknown email, sign-up hashes) this process computes at once: a burst of sign-ins waits in a
 * short queue, and beyond it is refused at once rather than every sign-in slowing down together.
 */
export class HashSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limits: HashSlotLimits) {}

  /** Runs `work` in a slot, after waiting for one if needed; throws HashesBusyError when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.atOnce) {
      if (this.waiting.length >= this.limits.queue) throw new HashesBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line.
      if (next) next();
      else this.running--;
    }
  }
}
