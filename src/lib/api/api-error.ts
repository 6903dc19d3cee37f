/** A failed call: HTTP status (0 for a network failure) and the server's `message`, if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Spec section 8: a non-OK learner material fetch is this error. */
export const MATERIALS_NOT_OK_MESSAGE = 'Network response was not ok';
/** Spec section 8: student directory failure without a server message. */
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
