import { READING_POSITION_ROUTES } from '../../contract/reading-positions.ts';
import { call, type ApiContext } from './api-context.ts';

/** The signed-in person's last page of each material. */
export const readingPositionsApi = (ctx: ApiContext) => ({
  /**
   * GET /api/reading-positions/{id}: null when the person never opened it; throws ApiError. A 401
   * means nobody is signed in (a viewer on a public page), not a session that expired.
   */
  async get(materialId: number, signal?: AbortSignal): Promise<number | null> {
    const route = READING_POSITION_ROUTES.readingPosition;
    return (await call(ctx, route, { params: { id: materialId }, signal, answersUnauthorized: true })).page;
  },
  /** PUT /api/reading-positions/{id}; `keepalive` lets the save outlive a closing page. */
  async save(materialId: number, page: number, keepalive = false): Promise<void> {
    const route = READING_POSITION_ROUTES.saveReadingPosition;
    await call(ctx, route, { params: { id: materialId }, body: { page }, keepalive, answersUnauthorized: true });
  },
});
