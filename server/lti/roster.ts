import * as z from 'zod/mini';
import type { Database } from '../db/queryable.ts';
import { HttpError } from '../http/errors.ts';
import { accountRole } from './claims.ts';
import type { PlatformClient } from './platform-client.ts';
import { PlatformCallFailed, readJson, SCOPE } from './platform-client.ts';
import { accountOf, studentRecord } from './provision.ts';
import { LtiRefusal } from './refusal-page.ts';

/** At most this many pages of a course's membership are read (a platform's paging loop ends here). */
const MAX_PAGES = 200;

const Member = z.object({
  user_id: z.string().check(z.minLength(1), z.maxLength(255)),
  status: z.optional(z.string()),
  name: z.optional(z.string().check(z.maxLength(200))),
  given_name: z.optional(z.string().check(z.maxLength(100))),
  family_name: z.optional(z.string().check(z.maxLength(100))),
  email: z.optional(z.string().check(z.maxLength(254))),
  roles: z.array(z.string().check(z.maxLength(500))).check(z.maxLength(100)),
});
const Membership = z.object({ members: z.array(z.unknown()).check(z.maxLength(10_000)) });

export interface RosterSync {
  /** Learners who had no record in the class before. */
  added: number;
  /** Learners of the course, in the class now. */
  learners: number;
  /** Members left out: not active, not learners, or whose account here has another role. */
  skipped: number;
}

/** The next page of an NRPS answer: its Link header's rel="next". */
function nextPage(link: string | null): string | undefined {
  for (const part of (link ?? '').split(',')) {
    const m = /^\s*<([^<>]*)>\s*;\s*rel="?next"?/i.exec(part);
    if (m) return m[1];
  }
  return undefined;
}

/**
 * Brings a class in line with its LMS course's membership (NRPS): each active learner gets an
 * account linked to their LMS user and a record in the class, as a launch would make them.
 * Nobody is removed: a learner who left the course keeps their work here.
 */
export async function syncRoster(db: Database, client: PlatformClient, className: string): Promise<RosterSync> {
  const [course] = await db.query<{ platform_id: number; client_id: string; token_url: string; memberships_url: string | null }>(
    `SELECT c.platform_id, p.client_id, p.token_url, c.memberships_url
     FROM lti_contexts c JOIN lti_platforms p ON p.id = c.platform_id WHERE c.class = $1`,
    [className],
  );
  if (!course) throw new HttpError(400, `${className} is not a course of an LMS.`);
  if (!course.memberships_url) throw new HttpError(400, `The LMS does not share the roster of ${className} with this tool.`);
  const platform = { id: course.platform_id, clientId: course.client_id, tokenUrl: course.token_url };
  const origin = new URL(course.memberships_url).origin;

  const members: z.infer<typeof Member>[] = [];
  let skipped = 0;
  let url: string | undefined = course.memberships_url;
  for (let page = 0; url && page < MAX_PAGES; page++) {
    let res: Response;
    try {
      res = await client.fetch(platform, [SCOPE.memberships], url, {
        headers: { Accept: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json' },
      });
    } catch (err) {
      if (err instanceof PlatformCallFailed) throw new HttpError(502, `The LMS roster could not be read: ${err.message}.`);
      throw err;
    }
    const parsed = Membership.safeParse(await readJson(res).catch(() => undefined));
    if (!parsed.success) throw new HttpError(502, 'The LMS roster answer is not a membership list.');
    for (const raw of parsed.data.members) {
      const member = Member.safeParse(raw);
      if (member.success) members.push(member.data);
      else skipped++;
    }
    const next = nextPage(res.headers.get('link'));
    // Pages stay on the platform that answered the first one.
    url = next && new URL(next, url).origin === origin ? new URL(next, url).href : undefined;
  }

  let added = 0;
  let learners = 0;
  for (const m of members) {
    if ((m.status ?? 'Active') !== 'Active' || accountRole(m.roles) !== 'student') {
      skipped++;
      continue;
    }
    try {
      const isNew = await db.transaction(async (tx) => {
        const accountId = await accountOf(tx, platform.id, { ...m, sub: m.user_id }, 'student');
        const before = await tx.query(
          'SELECT 1 FROM account_students l JOIN class_students cs ON cs.student_id = l.student_id WHERE l.account_id = $1 AND cs.class = $2',
          [accountId, className],
        );
        await studentRecord(tx, accountId, className, {});
        return before.length === 0;
      });
      learners++;
      if (isNew) added++;
    } catch (err) {
      if (!(err instanceof LtiRefusal)) throw err;
      skipped++;
    }
  }
  return { added, learners, skipped };
}
