/**
 * Why a call failed when the client words it (the server gave no `message`): a stable id with
 * its values, so the text can be shown in the element's language (see errorText).
 */
export type ApiFailure =
  | { kind: 'network'; detail: string }
  | { kind: 'upload-network'; detail: string }
  | { kind: 'http'; status: number }
  | { kind: 'not-json' }
  | { kind: 'unexpected'; request: string }
  | { kind: 'unexpected-upload' }
  | { kind: 'materials-not-ok' }
  | { kind: 'students-failed' }
  | { kind: 'students-network'; cause: ApiFailure };

/**
 * A failed call: HTTP status (0 for a network failure) and the server's `message`, if any;
 * `failure` says why when the message is the client's own (its English text is `message`).
 */
export class ApiError extends Error {
  /** The server's `Retry-After` in seconds, when it sent one (a 503 while it is busy). */
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage?: string,
    readonly failure?: ApiFailure,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A non-OK learner material fetch is this error. */
export const MATERIALS_NOT_OK_MESSAGE = 'Network response was not ok';
/** Student directory failure without a server message. */
export const STUDENTS_FAILED_MESSAGE = 'Failed to fetch students';

export const isAbort = (err: unknown): boolean => (err as { name?: string } | null)?.name === 'AbortError';

/** Reads `message` from a failure body; undefined when the body is not JSON or has none. */
export async function readServerMessage(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}
