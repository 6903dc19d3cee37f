import * as z from 'zod/mini';

/** Acknowledgement of a write: a human-readable `message`, nothing else read. */
export const MessageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;

/** First issue of a failed parse, as one clear sentence: "records.0.status: Invalid option...". */
export function describeIssue(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}
