import * as z from 'zod/mini';
import type { Database, Queryable } from '../db/queryable.ts';
import { testResourceId } from './deep-linking.ts';
import { PlatformCallFailed, PlatformClient, readJson, SCOPE } from './platform-client.ts';
import type { Question } from '../../src/contract/tests.ts';
import { questionKey, teacherGraded, type GradeMap } from '../services/grading.ts';
import { gradesOf, questionsOf } from '../services/attempt-columns.ts';

/** How long a claimed score is held by the instance sending it. */
const LOCK_MS = 60_000;
/** The wait after failed try number `n`: 5 s, 10 s, 20 s... at most an hour; a score is never dropped. */
export const retryDelayMs = (n: number): number => Math.min(5000 * 2 ** (n - 1), 3_600_000);

/** The longest comment sent with a score; a longer one ends with an ellipsis. */
export const SCORE_COMMENT_MAX = 4000;

/**
 * The teacher's comments on an attempt as the LMS gradebook shows them with the score: one line
 * per commented question, numbered as the learner saw them ("Question 2: Clear and complete.").
 * Undefined when the teacher wrote none.
 */
export function scoreComment(questions: readonly Question[], grades: GradeMap): string | undefined {
  const lines = questions.flatMap((q, i) => {
    const comment = teacherGraded(q) ? grades[questionKey(q)]?.comment.trim() : '';
    return comment ? [`Question ${i + 1}: ${comment}`] : [];
  });
  if (lines.length === 0) return undefined;
  const text = lines.join('\n');
  return text.length > SCORE_COMMENT_MAX ? `${text.slice(0, SCORE_COMMENT_MAX - 1)}…` : text;
}

/**
 * Queues the score of an attempt that was just submitted or graded, for each LMS course whose
 * class the learner is in and where the test was placed, with the learner's LMS user id. A
 * graded attempt is 'FullyGraded'; one waiting for a teacher's grading is 'PendingManual' (its
 * score follows when the teacher grades). The teacher's comments go with it (scoreComment).
 */
export async function queueScores(tx: Queryable, attemptId: number): Promise<void> {
  const rows = await tx.query<{
    platform_id: number;
    context_id: string;
    test_id: number;
    sub: string;
    status: string;
    score: number | null;
    total_points: number;
    grades: GradeMap | string;
    question_list: Question[] | string;
  }>(
    `SELECT c.platform_id, c.context_id, a.test_id, u.sub, a.status, a.score, t.total_points, a.grades, t.question_list
     FROM attempts a
       JOIN tests t ON t.id = a.test_id
       JOIN students s ON s.student_id = a.student_id
       JOIN class_students cs ON cs.student_id = s.student_id
       JOIN lti_contexts c ON c.class = cs.class
       JOIN lti_line_items li ON li.platform_id = c.platform_id AND li.context_id = c.context_id AND li.test_id = a.test_id
       JOIN account_students l ON l.student_id = s.student_id
       JOIN accounts acc ON acc.id = l.account_id AND acc.role = 'student'
       JOIN lti_users u ON u.account_id = acc.id AND u.platform_id = c.platform_id
     WHERE a.id = $1 AND a.status IN ('submitted', 'graded')`,
    [attemptId],
  );
  for (const r of rows) {
    const graded = r.status === 'graded';
    const comment = scoreComment(questionsOf(r), gradesOf(r));
    const score = {
      userId: r.sub,
      ...(graded && r.score !== null ? { scoreGiven: r.score, scoreMaximum: r.total_points } : {}),
      ...(comment ? { comment } : {}),
      activityProgress: 'Completed',
      gradingProgress: graded ? 'FullyGraded' : 'PendingManual',
      timestamp: new Date().toISOString(),
    };
    await tx.query('INSERT INTO lti_score_outbox (platform_id, context_id, test_id, score) VALUES ($1, $2, $3, $4::jsonb)', [
      r.platform_id,
      r.context_id,
      r.test_id,
      JSON.stringify(score),
    ]);
  }
}

interface OutboxRow {
  id: number;
  platform_id: number;
  context_id: string;
  test_id: number;
  score: Record<string, unknown>;
  attempts: number;
  client_id: string;
  token_url: string;
  lineitem_url: string | null;
  lineitems_url: string | null;
  title: string;
  total_points: number;
}

const LineItem = z.object({ id: z.url({ protocol: /^https?$/ }) });

/** The scores endpoint of a line item: its URL with `/scores` added to the path (the query kept). */
export function scoresUrl(lineItemUrl: string): string {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.href;
}

/**
 * Sends queued scores to the platforms, oldest first, from any instance on the database (a
 * claim locks a row for a minute; SKIP LOCKED spreads rows over instances). A score the
 * platform took is deleted; one that failed waits longer after each try and is kept with its
 * error until it goes through.
 */
export class ScoreOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly client: PlatformClient;

  constructor(
    private readonly db: Database,
    private readonly log: { warn(msg: string): void },
  ) {
    this.client = new PlatformClient(db);
  }

  start(pollMs: number): void {
    if (!(pollMs > 0) || this.timer) return;
    this.timer = setInterval(() => void this.poke(), pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Sends what is due now; resolves when done (tests). A database failure ends this round with a
   * warning, never an unhandled rejection: the scores stay in the outbox for the next poll.
   */
  poke(): Promise<void> {
    this.running ??= this.drain()
      .catch((err: unknown) => {
        this.log.warn(`LTI scores not sent this round: ${(err as Error).message}`);
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const row = await this.claim();
      if (!row) return;
      try {
        await this.send(row);
        await this.db.query('DELETE FROM lti_score_outbox WHERE id = $1', [row.id]);
      } catch (err) {
        const message = err instanceof PlatformCallFailed ? err.message : (err as Error).message;
        this.log.warn(`LTI score ${row.id} for test ${row.test_id} not sent (try ${row.attempts}): ${message}`);
        await this.db.query(
          `UPDATE lti_score_outbox SET locked_until = NULL, last_error = $2, run_after = now() + $3 * interval '1 millisecond' WHERE id = $1`,
          [row.id, message.slice(0, 500), retryDelayMs(row.attempts)],
        );
      }
    }
  }

  private async claim(): Promise<OutboxRow | undefined> {
    const [row] = await this.db.query<OutboxRow>(
      `WITH claimed AS (
         UPDATE lti_score_outbox SET attempts = attempts + 1, locked_until = now() + $1 * interval '1 millisecond'
         WHERE id = (
           SELECT id FROM lti_score_outbox WHERE run_after <= now() AND (locked_until IS NULL OR locked_until < now())
           ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
         )
         RETURNING *
       )
       SELECT o.id, o.platform_id, o.context_id, o.test_id, o.score, o.attempts, p.client_id, p.token_url,
              li.lineitem_url, c.lineitems_url, t.title, t.total_points
       FROM claimed o
         JOIN lti_platforms p ON p.id = o.platform_id
         JOIN lti_contexts c ON c.platform_id = o.platform_id AND c.context_id = o.context_id
         JOIN tests t ON t.id = o.test_id
         LEFT JOIN lti_line_items li ON li.platform_id = o.platform_id AND li.context_id = o.context_id AND li.test_id = o.test_id`,
      [LOCK_MS],
    );
    return row;
  }

  private async send(row: OutboxRow): Promise<void> {
    const platform = { id: row.platform_id, clientId: row.client_id, tokenUrl: row.token_url };
    const lineItemUrl = row.lineitem_url ?? (await this.findLineItem(row));
    await this.client.fetch(platform, [SCOPE.score], scoresUrl(lineItemUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/vnd.ims.lis.v1.score+json' },
      body: JSON.stringify(row.score),
    });
  }

  /** The test's column in the course's gradebook: the one carrying its resourceId, else a new one. */
  private async findLineItem(row: OutboxRow): Promise<string> {
    if (!row.lineitems_url) throw new PlatformCallFailed('The course has no gradebook service (AGS) for this tool', false);
    const platform = { id: row.platform_id, clientId: row.client_id, tokenUrl: row.token_url };
    const search = new URL(row.lineitems_url);
    search.searchParams.set('resource_id', testResourceId(row.test_id));
    const found = z.array(LineItem).safeParse(
      await readJson(
        await this.client.fetch(platform, [SCOPE.lineItem], search.href, {
          headers: { Accept: 'application/vnd.ims.lis.v2.lineitemcontainer+json' },
        }),
      ),
    );
    let url = found.success ? found.data[0]?.id : undefined;
    if (!url) {
      const created = LineItem.safeParse(
        await readJson(
          await this.client.fetch(platform, [SCOPE.lineItem], row.lineitems_url, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/vnd.ims.lis.v2.lineitem+json',
              Accept: 'application/vnd.ims.lis.v2.lineitem+json',
            },
            body: JSON.stringify({
              scoreMaximum: row.total_points,
              label: row.title,
              resourceId: testResourceId(row.test_id),
              tag: 'edu-test',
            }),
          }),
        ),
      );
      if (!created.success) throw new PlatformCallFailed('The platform made a gradebook column without an id', true);
      url = created.data.id;
    }
    await this.db.query(
      'UPDATE lti_line_items SET lineitem_url = $4 WHERE platform_id = $1 AND context_id = $2 AND test_id = $3',
      [row.platform_id, row.context_id, row.test_id, url],
    );
    return url;
  }
}
