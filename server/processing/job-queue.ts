import type { Database, Queryable } from '../db/queryable.ts';

/**
 * Processing jobs in the material_jobs table, so any server on the database may run any job.
 * A runner claims one due job by raising its `attempts` and locking it until `locked_until`;
 * `attempts` then names the claim: a runner whose lock ran out and whose job another runner
 * claimed since can no longer finish or fail it.
 */
export interface Claim {
  materialId: number;
  /** This claim's number: 1 for the first run of the job. */
  attempts: number;
}

export async function enqueueJob(tx: Queryable, materialId: number): Promise<void> {
  await tx.query('INSERT INTO material_jobs (material_id) VALUES ($1) ON CONFLICT (material_id) DO NOTHING', [materialId]);
}

/**
 * Claims the job due longest ago, if any. SKIP LOCKED: runners claiming at once on PostgreSQL
 * each take a different row instead of waiting for one another; a job locked by a runner that
 * died is due again once its `locked_until` has passed.
 */
export async function claimJob(db: Queryable, lockMs: number): Promise<Claim | undefined> {
  const rows = await db.query<{ material_id: number; attempts: number }>(
    `UPDATE material_jobs SET attempts = attempts + 1, locked_until = now() + $1 * interval '1 millisecond'
     WHERE material_id = (
       SELECT material_id FROM material_jobs
       WHERE run_after <= now() AND (locked_until IS NULL OR locked_until < now())
       ORDER BY run_after, material_id
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING material_id, attempts`,
    [lockMs],
  );
  const row = rows[0];
  return row && { materialId: row.material_id, attempts: row.attempts };
}

/**
 * Locks the job's material, as a delete does first (so the two wait for each other instead of
 * deadlocking): false when it is gone.
 */
async function lockMaterial(tx: Queryable, materialId: number): Promise<boolean> {
  return (await tx.query('SELECT id FROM materials WHERE id = $1 FOR UPDATE', [materialId])).length > 0;
}

/**
 * Ends a claimed job within the transaction storing its results: false when its material was
 * deleted or another runner claimed the job since (then nothing may be stored).
 */
export async function completeJob(tx: Queryable, claim: Claim): Promise<boolean> {
  if (!(await lockMaterial(tx, claim.materialId))) return false;
  const rows = await tx.query('DELETE FROM material_jobs WHERE material_id = $1 AND attempts = $2 RETURNING material_id', [
    claim.materialId,
    claim.attempts,
  ]);
  return rows.length > 0;
}

/**
 * Records a failed run: the job is due again after `retryMs`, or, after `maxAttempts` runs, is
 * given up and its material marked 'failed' (still listed and viewable). The job row stays with
 * its last error, never due again.
 */
export async function failJob(
  db: Database,
  claim: Claim,
  error: string,
  retryMs: number,
  maxAttempts: number,
): Promise<'retry' | 'failed' | 'lost'> {
  const giveUp = claim.attempts >= maxAttempts;
  return db.transaction(async (tx) => {
    if (!(await lockMaterial(tx, claim.materialId))) return 'lost';
    const rows = await tx.query(
      `UPDATE material_jobs
       SET locked_until = NULL, last_error = $3,
           run_after = CASE WHEN $4::boolean THEN 'infinity'::timestamptz ELSE now() + $5 * interval '1 millisecond' END
       WHERE material_id = $1 AND attempts = $2
       RETURNING material_id`,
      [claim.materialId, claim.attempts, error.slice(0, 2000), giveUp, retryMs],
    );
    if (rows.length === 0) return 'lost';
    if (!giveUp) return 'retry';
    await tx.query("UPDATE materials SET processing = 'failed' WHERE id = $1", [claim.materialId]);
    return 'failed';
  });
}

/** Gives a claim back untouched (the server is stopping): due again at once, the run not counted. */
export async function releaseJob(db: Queryable, claim: Claim): Promise<void> {
  await db.query(
    'UPDATE material_jobs SET locked_until = NULL, attempts = attempts - 1 WHERE material_id = $1 AND attempts = $2',
    [claim.materialId, claim.attempts],
  );
}
