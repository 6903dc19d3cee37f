import type { Queryable } from '../db/queryable.ts';

/**
 * A renewed launch token still answers requests this long: those the page sent just before the
 * new token reached it. It can never be renewed again.
 */
export const RENEWED_TOKEN_GRACE_MS = 30_000;
/** Expired tokens' rows removed by each renewal: more than a renewal adds, and never a long delete. */
const CLEANUP_BATCH = 20;

/**
 * Retires the token `jti` as it is renewed; false when it was renewed already (a copy of it, a
 * replay). Retired ids are rows in the database, so every instance refuses the same ones.
 */
export async function retireLaunchToken(db: Queryable, jti: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO renewed_launch_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING RETURNING 1',
    [jti, expiresAt],
  );
  await db.query(
    `DELETE FROM renewed_launch_tokens WHERE jti IN (
       SELECT jti FROM renewed_launch_tokens WHERE expires_at < now() ORDER BY expires_at LIMIT ${CLEANUP_BATCH}
     )`,
  );
  return rows.length > 0;
}

/** Whether the token `jti` was renewed longer than the grace ago, so it no longer signs anything in. */
export async function launchTokenRetired(db: Queryable, jti: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM renewed_launch_tokens WHERE jti = $1 AND renewed_at < $2', [
    jti,
    new Date(Date.now() - RENEWED_TOKEN_GRACE_MS),
  ]);
  return rows.length > 0;
}
