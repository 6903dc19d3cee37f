import type { Database, Queryable } from '../db/queryable.ts';
import { HttpError } from '../http/errors.ts';
import { identityForAccount, type Identity } from '../auth/identity.ts';
import { teachesClass } from '../auth/class-access.ts';
import { managedTestSql } from '../auth/test-owner.ts';
import { addTestClass } from '../services/tests.ts';
import { addAudienceClass } from '../services/material-audience.ts';
import { CLAIM, CUSTOM_MATERIAL, CUSTOM_TEST, customId } from './claims.ts';
import type { VerifiedLaunch } from './launch.ts';
import type { LaunchedUser } from './provision.ts';

export interface Placeable {
  tests: { id: number; title: string; course: string; total_points: number; status: string }[];
  materials: { id: number; title: string; course: string; category: string }[];
}

/**
 * What an instructor may place in a course: the tests they manage (not drafts) and the
 * materials they uploaded or that are filed for a class they teach; of `ids` only, when given.
 */
export async function placeable(
  db: Queryable,
  accountId: number,
  ids?: { tests: readonly number[]; materials: readonly number[] },
): Promise<Placeable> {
  const i = await identityForAccount(db, accountId, 'token');
  return i ? placeableBy(db, i, ids) : { tests: [], materials: [] };
}

async function placeableBy(
  db: Queryable,
  i: Identity,
  ids?: { tests: readonly number[]; materials: readonly number[] },
): Promise<Placeable> {
  if (i.role !== 'teacher' || !i.teacherId) return { tests: [], materials: [] };
  const tests = await db.query<Placeable['tests'][number]>(
    `SELECT id, title, course, total_points, status FROM tests
     WHERE status <> 'draft' AND ${managedTestSql('$1', '$2')} AND ($3::int[] IS NULL OR id = ANY($3::int[]))
     ORDER BY course, title LIMIT 500`,
    [i.teacherId, i.classes, ids ? ids.tests : null],
  );
  const materials = await db.query<Placeable['materials'][number]>(
    `SELECT m.id, m.title, m.course, m.category FROM materials m
     WHERE NOT m.file_missing AND ($3::int[] IS NULL OR m.id = ANY($3::int[]))
       AND (m.teacher_id = $1 OR EXISTS (SELECT 1 FROM material_classes mc WHERE mc.material_id = m.id AND mc.class = ANY($2::text[])))
     ORDER BY m.course, m.title LIMIT 500`,
    [i.teacherId, i.classes, ids ? ids.materials : null],
  );
  return { tests, materials };
}

/** A course of a platform (an LTI context). */
export interface CoursePlace {
  platformId: number;
  contextId: string;
}

/** A placed item: a test or a material, by id. */
export type PlacedItem = { kind: 'test' | 'material'; id: number };

const COLUMN = { test: 'test_id', material: 'material_id' } as const;

async function classOfCourse(tx: Queryable, place: CoursePlace): Promise<string | undefined> {
  const [row] = await tx.query<{ class: string }>('SELECT class FROM lti_contexts WHERE platform_id = $1 AND context_id = $2', [
    place.platformId,
    place.contextId,
  ]);
  return row?.class;
}

/**
 * Opens `item` to `className` with the rights of account `accountId`: they must (still) be
 * allowed to place it and teach the class; a test is assigned to the class as
 * `PUT /api/tests/:id/assignment` assigns it (its other classes kept), a material's audience
 * gains the class. Whether the item is open to the class now.
 */
async function openTo(tx: Queryable, accountId: number, item: PlacedItem, className: string): Promise<boolean> {
  const identity = await identityForAccount(tx, accountId, 'token');
  if (!identity || identity.role !== 'teacher' || !teachesClass(identity, className)) return false;
  const may = await placeableBy(
    tx,
    identity,
    item.kind === 'test' ? { tests: [item.id], materials: [] } : { tests: [], materials: [item.id] },
  );
  if ((item.kind === 'test' ? may.tests : may.materials).length === 0) return false;
  try {
    return item.kind === 'test'
      ? await addTestClass(tx, identity, item.id, className)
      : await addAudienceClass(tx, identity, item.id, className);
  } catch (err) {
    // The assignment's own rules refused: the item stays as it was.
    if (err instanceof HttpError) return false;
    throw err;
  }
}

/**
 * Placing items by deep linking opens each to the class the course became, with the placing
 * instructor's rights, and records the placement (who placed it, and when it was opened). A
 * placement is opened once: placing the item again is a new placement, opened again.
 */
export async function placeInCourse(
  db: Database,
  place: CoursePlace,
  accountId: number,
  items: readonly PlacedItem[],
): Promise<void> {
  if (items.length === 0) return;
  await db.transaction(async (tx) => {
    const className = await classOfCourse(tx, place);
    if (className === undefined) return;
    for (const item of items) {
      const column = COLUMN[item.kind];
      const opened = await openTo(tx, accountId, item, className);
      await tx.query(
        `INSERT INTO lti_placements (platform_id, context_id, ${column}, placed_by, opened_at)
         VALUES ($1, $2, $3, $4, CASE WHEN $5 THEN now() END)
         ON CONFLICT (platform_id, context_id, ${column}) DO UPDATE SET placed_by = EXCLUDED.placed_by, opened_at = EXCLUDED.opened_at`,
        [place.platformId, place.contextId, item.id, accountId, opened],
      );
    }
  });
}

/** The item a resource link launches (its custom parameter), if any. */
export function linkedItem(claims: VerifiedLaunch['claims']): PlacedItem | undefined {
  const material = customId(claims, CUSTOM_MATERIAL);
  if (material !== undefined) return { kind: 'material', id: material };
  const test = customId(claims, CUSTOM_TEST);
  return test === undefined ? undefined : { kind: 'test', id: test };
}

/**
 * A launch from a placed link opens its item to the course's class when its placement has not
 * been opened yet (the placing instructor's rights were short at placement, or the link was
 * placed where the tool recorded no placement: a copied course, a link made by hand). It is
 * opened with the rights of the launching instructor, else of the instructor who placed it; a
 * learner's launch opens only what an instructor placed. Once opened, a placement is never
 * opened again: a teacher who takes the class off the item later is not overruled.
 */
export async function openPlacedLink(db: Database, { platform, claims }: VerifiedLaunch, user: LaunchedUser): Promise<void> {
  const context = claims[CLAIM.context];
  const item = linkedItem(claims);
  if (claims[CLAIM.messageType] !== 'LtiResourceLinkRequest' || !context || !user.className || !item) return;
  const className = user.className;
  const column = COLUMN[item.kind];
  await db.transaction(async (tx) => {
    const [placed] = await tx.query<{ placed_by: number | null; opened_at: Date | string | null }>(
      `SELECT placed_by, opened_at FROM lti_placements WHERE platform_id = $1 AND context_id = $2 AND ${column} = $3 FOR UPDATE`,
      [platform.id, context.id, item.id],
    );
    if (placed?.opened_at) return;
    const vouching = [user.role === 'teacher' ? user.accountId : null, placed?.placed_by ?? null];
    for (const accountId of new Set(vouching)) {
      if (accountId === null || !(await openTo(tx, accountId, item, className))) continue;
      await tx.query(
        `INSERT INTO lti_placements (platform_id, context_id, ${column}, placed_by, opened_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (platform_id, context_id, ${column}) DO UPDATE SET opened_at = now()`,
        [platform.id, context.id, item.id, accountId],
      );
      return;
    }
  });
}
