import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/queryable.ts';

/**
 * The server's own signing secret (file links): AUTH_SECRET when set, else one made on first
 * start and kept in the database, so every instance on a shared PostgreSQL signs alike.
 */
export async function loadAuthSecret(db: Queryable, fromEnv = process.env.AUTH_SECRET): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.query("INSERT INTO meta (key, value) VALUES ('auth_secret', $1) ON CONFLICT (key) DO NOTHING", [
    randomBytes(32).toString('base64url'),
  ]);
  const rows = await db.query<{ value: string }>("SELECT value FROM meta WHERE key = 'auth_secret'");
  return rows[0]!.value;
}
