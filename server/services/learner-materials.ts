import type { Queryable } from '../db/queryable.ts';
import { pageOf, type Paged, type PageWindow } from '../http/paging.ts';
import { MATERIAL_COLUMNS, type MaterialRow } from './materials.ts';

/** What a learner's (or parent's) list of materials is narrowed to; '' or none: no filter. */
export interface LearnerMaterialFilters {
  /** One subject only. */
  course?: string;
  /** One class only (of the learner's). */
  class?: string;
  /** Course titles or subjects, any of which the material's title or subject names as whole words. */
  about?: readonly string[];
}

export interface LearnerMaterialPage extends Paged<MaterialRow> {
  /** The subjects and classes (of the learner's) of the materials `about` leaves, in order. */
  courses: string[];
  classes: string[];
}

/** Text as whole words: lower-cased, every run of other characters than letters and digits one space. */
export const asWords = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

// The learner's materials that `about` leaves: filed for one of the classes ($1), not missing,
// naming one of the phrases ($2, as words; none: every material) in the title or subject.
const MINE = `SELECT m.id FROM materials m
  WHERE NOT m.file_missing
    AND EXISTS (SELECT 1 FROM material_classes mc WHERE mc.material_id = m.id AND mc.class = ANY ($1::text[]))
    AND (cardinality($2::text[]) = 0 OR EXISTS (
      SELECT 1 FROM unnest($2::text[]) p
      WHERE ' ' || lower(regexp_replace(m.title || ' ' || m.course, '[^[:alnum:]]+', ' ', 'g')) || ' ' LIKE '% ' || p || ' %'))`;

/**
 * One page of the materials filed for any of `classes`, newest first, narrowed by the filters,
 * with the whole list's size and the subjects and classes its filter selects offer.
 */
export async function learnerMaterialPage(
  db: Queryable,
  classes: readonly string[],
  f: LearnerMaterialFilters,
  w: PageWindow,
): Promise<LearnerMaterialPage> {
  const about = (f.about ?? []).map(asWords).filter((p) => p !== '');
  const course = f.course || null;
  const only = f.class || null;
  const rows = await db.query<MaterialRow>(
    `SELECT ${MATERIAL_COLUMNS} FROM materials
     WHERE id IN (${MINE})
       AND ($3::text IS NULL OR course = $3)
       AND ($4::text IS NULL OR EXISTS (
         SELECT 1 FROM material_classes mc WHERE mc.material_id = materials.id AND mc.class = $4 AND mc.class = ANY ($1::text[])))
     ORDER BY uploaded_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [classes, about, course, only, w.limit, w.offset],
  );
  const [facets] = await db.query<{ courses: string[]; classes: string[]; total: number }>(
    `WITH mine AS (${MINE})
     SELECT ARRAY(SELECT DISTINCT m.course FROM materials m WHERE m.id IN (SELECT id FROM mine) ORDER BY 1) AS courses,
            ARRAY(SELECT DISTINCT mc.class FROM material_classes mc
                  WHERE mc.material_id IN (SELECT id FROM mine) AND mc.class = ANY ($1::text[]) ORDER BY 1) AS classes,
            (SELECT count(*)::int FROM materials
             WHERE id IN (SELECT id FROM mine) AND ($3::text IS NULL OR course = $3)
               AND ($4::text IS NULL OR EXISTS (
                 SELECT 1 FROM material_classes mc WHERE mc.material_id = materials.id AND mc.class = $4 AND mc.class = ANY ($1::text[]))))
              AS total`,
    [classes, about, course, only],
  );
  return { ...pageOf(rows, facets!.total, w), courses: facets!.courses, classes: facets!.classes };
}
