import type { Queryable } from '../db/queryable.ts';
import { HttpError } from '../http/errors.ts';
import { classesNotTaught } from '../auth/class-access.ts';
import type { Identity } from '../auth/identity.ts';
import { CHOOSE_A_CLASS_MESSAGE } from '../../src/contract/materials.ts';
import { materialRow, setAudience } from './materials.ts';

/**
 * Checks a material's new audience: at least one class (400), every one a class of the school
 * (400), and every one the caller adds to it a class they teach (403; an administrator files
 * for any class). `kept`: the audience it had, whose classes may stay without being taught.
 */
export async function checkAudience(
  db: Queryable,
  identity: Identity,
  classes: readonly string[],
  kept: readonly string[] = [],
): Promise<void> {
  if (classes.length === 0) throw new HttpError(400, CHOOSE_A_CLASS_MESSAGE);
  const found = await db.query<{ name: string }>('SELECT name FROM classes WHERE name = ANY($1::text[])', [classes]);
  const known = new Set(found.map((r) => r.name));
  const unknown = classes.find((c) => !known.has(c));
  if (unknown !== undefined) throw new HttpError(400, `Invalid material: classes: there is no class named "${unknown}".`);
  const refused = classesNotTaught(
    identity,
    classes.filter((c) => !kept.includes(c)),
  );
  if (refused.length > 0)
    throw new HttpError(403, `You can only file materials for classes you teach: you do not teach ${refused.join(', ')}.`);
}

/**
 * Adds `className` to material `id`'s audience, keeping its other classes, by the rules of
 * checkAudience for `identity`; whether the material is filed for the class now (false: there
 * is no such material).
 */
export async function addAudienceClass(db: Queryable, identity: Identity, id: number, className: string): Promise<boolean> {
  const row = await materialRow(db, id);
  if (!row) return false;
  if (row.classes.includes(className)) return true;
  await checkAudience(db, identity, [...row.classes, className], row.classes);
  await setAudience(db, id, [...row.classes, className]);
  return true;
}
