/** The text of a failure: the server's message when it sent one. */
export const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));
