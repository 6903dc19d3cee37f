import * as z from 'zod/mini';
import { idParams, route, type RouteDef } from './route-def.ts';

/** A page of a document: 1 or more. */
const pageNumber = z.int().check(z.gte(1, 'page must be 1 or more'), z.lte(1_000_000, 'page is too large'));

/** Where a person stopped reading a material; `page` is null when they never opened it. */
export const ReadingPosition = z.object({ page: z.nullable(pageNumber) });
export type ReadingPosition = z.infer<typeof ReadingPosition>;

/** PUT body: the page the person is on now. */
export const SaveReadingPosition = z.object({ page: pageNumber });
export type SaveReadingPosition = z.infer<typeof SaveReadingPosition>;

/** Each person's last page of each material (`id`: the material's number, as in its file URL). */
export const READING_POSITION_ROUTES = {
  readingPosition: route('GET', '/api/reading-positions/:id', { params: idParams, response: ReadingPosition }),
  saveReadingPosition: route('PUT', '/api/reading-positions/:id', {
    params: idParams,
    body: SaveReadingPosition,
    response: ReadingPosition,
  }),
} as const satisfies Record<string, RouteDef>;
