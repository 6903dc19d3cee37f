import type { Queryable } from '../db/queryable.ts';
import type { SnippetSegment } from '../../src/contract/material-search.ts';
import { MATERIAL_COLUMNS, type MaterialRow } from './materials.ts';

/**
 * Ranking reads the stored lexemes of every page it ranks, so a word found on most pages of a
 * large school would cost a read per page. A search ranks at most this many matching pages (in
 * the order the index yields them): every match of a specific query, a sample of a common one.
 */
export const RANKED_PAGES_MAX = 1000;

// Marks ts_headline puts around matched words and between fragments: control characters no page
// text keeps (they are removed from the text first), so they never clash with the words.
const START = '\u0001';
const STOP = '\u0002';
const FRAGMENT = '\u0003';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, FragmentDelimiter=${FRAGMENT}, MaxFragments=2, MaxWords=14, MinWords=6, ShortWord=2`;
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000\u0004-\u0008\u000b\u000e-\u001f\u007f]/g;

export interface SearchScope {
  /** Only this teacher's materials. */
  teacherId?: string;
  /** Only the materials filed for one of these classes. */
  classes?: readonly string[];
}

export interface SearchHitRow {
  material: MaterialRow;
  page: number;
  snippet: SnippetSegment[];
}

/**
 * Full-text search over the pages of the materials in `scope` (every material when it names
 * nothing; never a material whose file is missing): each material's best page, best first
 * (newest first between equal ranks), at most `limit`. `text` is read as web search boxes read it (websearch_to_tsquery); a text of stop
 * words or of excluded words only finds nothing.
 */
export async function searchMaterialPages(
  db: Queryable,
  text: string,
  limit: number,
  scope: SearchScope = {},
): Promise<SearchHitRow[]> {
  const params: unknown[] = [text, limit, RANKED_PAGES_MAX, `${START}${STOP}${FRAGMENT}`, HEADLINE_OPTIONS];
  const own = scope.teacherId === undefined ? '' : `AND m.teacher_id = $${params.push(scope.teacherId)}`;
  const audience =
    scope.classes === undefined
      ? ''
      : `AND EXISTS (SELECT 1 FROM material_classes mc WHERE mc.material_id = m.id AND mc.class = ANY($${params.push(scope.classes)}::text[]))`;
  const rows = await db.query<{ material: MaterialRow; page: number; headline: string }>(
    `WITH query AS MATERIALIZED (SELECT websearch_to_tsquery('english', $1) AS q),
     ranked AS MATERIALIZED (
       SELECT mp.material_id, mp.page, m.uploaded_at, ts_rank(mp.terms, query.q, 1) AS rank
       FROM query, material_pages mp JOIN materials m ON m.id = mp.material_id
       WHERE querytree(query.q) NOT IN ('', 'T') AND mp.terms @@ query.q AND NOT m.file_missing ${own} ${audience}
       LIMIT $3
     ),
     best AS (
       SELECT DISTINCT ON (material_id) material_id, page, uploaded_at, rank
       FROM ranked ORDER BY material_id, rank DESC, page
     ),
     top AS (SELECT * FROM best ORDER BY rank DESC, uploaded_at DESC, material_id DESC LIMIT $2)
     SELECT to_json(m) AS material, top.page,
            ts_headline('english', translate(mp.body, $4, ''), query.q, $5) AS headline
     FROM query, top
     JOIN material_pages mp ON mp.material_id = top.material_id AND mp.page = top.page
     JOIN (SELECT ${MATERIAL_COLUMNS} FROM materials) m ON m.id = top.material_id
     ORDER BY top.rank DESC, top.uploaded_at DESC, top.material_id DESC`,
    params,
  );
  return rows.map((r) => ({ material: r.material, page: r.page, snippet: snippetSegments(r.headline) }));
}

/**
 * A ts_headline made with this module's marks, as plain-text segments: matched words flagged,
 * fragments joined by " … ", runs of white space (line ends of a PDF page) as one space.
 */
export function snippetSegments(headline: string): SnippetSegment[] {
  const text = headline.replace(CONTROL, '').replaceAll(FRAGMENT, ' … ').replace(/\s+/g, ' ').trim();
  const segments: SnippetSegment[] = [];
  const add = (part: string, match: boolean): void => {
    if (part === '') return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += part;
    else segments.push({ text: part, match });
  };
  for (const piece of text.split(START)) {
    const stop = piece.indexOf(STOP);
    if (stop === -1) {
      add(piece, false);
      continue;
    }
    add(piece.slice(0, stop), true);
    add(piece.slice(stop + 1).replaceAll(STOP, ''), false);
  }
  return segments;
}
