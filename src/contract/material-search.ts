import * as z from 'zod/mini';
import { LearnerMaterial, TeacherMaterial } from './materials.ts';
import { withinLength } from './primitives.ts';
import { route, type RouteDef } from './route-def.ts';

/** The longest search text; how many hits a search returns unless `limit` says (at most 50). */
export const SEARCH_TEXT_MAX = 200;
export const SEARCH_LIMIT_DEFAULT = 20;
const LIMIT_MESSAGE = 'must be a whole number from 1 to 50';

/**
 * GET /api/materials/search?q=&limit=: `q` is searched the way web search boxes read it (words,
 * "a phrase", or, -excluded); `limit` (1-50) caps the hits.
 */
export const MaterialSearchQuery = z.object({
  q: z.string().check(
    z.maxLength(SEARCH_TEXT_MAX, `must be at most ${SEARCH_TEXT_MAX} characters`),
    // Something besides white space.
    z.regex(/^\s*\S/, { message: 'type a word to search for', ...withinLength(SEARCH_TEXT_MAX) }),
  ),
  limit: z.optional(
    z
      .string()
      .check(z.maxLength(2, LIMIT_MESSAGE), z.regex(/^(?:[1-9]|[1-4]\d|50)$/, { message: LIMIT_MESSAGE, ...withinLength(2) })),
  ),
});
export type MaterialSearchQuery = z.infer<typeof MaterialSearchQuery>;

/** A piece of a search snippet: plain text, `match` when it is one of the searched words. */
export const SnippetSegment = z.object({ text: z.string(), match: z.boolean() });
export type SnippetSegment = z.infer<typeof SnippetSegment>;

/**
 * One material a search found: the material as the caller's list shows it (a teacher's own
 * list, or the learners' list), its best-matching page (1-based) and a snippet of that page.
 */
export const MaterialSearchHit = z.object({
  material: z.union([TeacherMaterial, LearnerMaterial]),
  page: z.int().check(z.gte(1)),
  snippet: z.array(SnippetSegment),
});
export type MaterialSearchHit = z.infer<typeof MaterialSearchHit>;

/** Best match first. */
export const MaterialSearchResponse = z.object({ hits: z.array(MaterialSearchHit) });
export type MaterialSearchResponse = z.infer<typeof MaterialSearchResponse>;

/** Search across materials: its own group, so the lists' callers do not load its schemas. */
export const MATERIAL_SEARCH_ROUTES = {
  searchMaterials: route('GET', '/api/materials/search', { query: MaterialSearchQuery, response: MaterialSearchResponse }),
} as const satisfies Record<string, RouteDef>;
