import { apiContext } from '../lib/api/api-context.ts';
import { readingPositionsApi } from '../lib/api/reading-positions-api.ts';

/** The server's reading positions of one material, for the signed-in person. */
export function serverPositions(apiBase: string, materialId: number) {
  const api = readingPositionsApi(apiContext(apiBase, { onError: () => undefined }));
  return {
    get: (signal: AbortSignal) => api.get(materialId, signal),
    save: (page: number, keepalive = false) => api.save(materialId, page, keepalive),
  };
}
