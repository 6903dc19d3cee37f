import { startServer, type ServerEnv, type ServerProcess } from '../support/server-process.ts';
import { sleep } from './api-client.ts';

/** When the kill comes: this many ms after the request was sent, or right after its answer. */
export type KillAt = number | 'after-answer';

/** Sends `request`, kills the server at `at`, restarts it; the answer if one came before the kill. */
export async function crashDuring<T>(
  server: ServerProcess,
  env: ServerEnv,
  at: KillAt,
  request: () => Promise<T>,
): Promise<{ answer?: T; server: ServerProcess }> {
  const sent = request().catch(() => undefined);
  if (at === 'after-answer') await sent;
  else await sleep(at);
  await server.crash();
  const answer = await sent;
  return { answer, server: await startServer(env) };
}
