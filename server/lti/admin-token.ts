import { createHmac, timingSafeEqual } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The file in DATA_DIR that holds the token of the operator's commands (`npm run lti`). */
export const ADMIN_TOKEN_FILE = 'admin-token';

/**
 * The operator's token for the /admin API: derived from the server's secret, so every instance
 * on one database accepts the same token.
 */
export const adminToken = (authSecret: string): string =>
  createHmac('sha256', authSecret).update('edu-admin-api').digest('base64url');

/** Writes the token where the commands run beside the server read it: readable by its owner only. */
export async function writeAdminToken(dataDir: string, token: string): Promise<void> {
  const file = join(dataDir, ADMIN_TOKEN_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${token}\n`, { mode: 0o600 });
  await rename(temp, file);
}

/** Whether an Authorization header carries the token (compared in constant time). */
export function carriesAdminToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
