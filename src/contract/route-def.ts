import * as z from 'zod/mini';
import { pathId, withinLength } from './primitives.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call: what the server accepts and what the client checks the answer against. */
export interface RouteDef {
  method: HttpMethod;
  /** Fastify-style path: `:name` segments are filled from `params`. */
  path: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** JSON body; 'multipart' for the upload form. */
  body?: z.ZodMiniType | 'multipart';
  /** JSON response on success; null for the binary file route. */
  response: z.ZodMiniType | null;
  /** Status on success. */
  status: number;
}

/** Path parameters the routes share. */
export const teacherParams = z.object({ teacherId: pathId });
export const studentParams = z.object({ studentId: pathId });
const numericId = z
  .string()
  .check(z.maxLength(9, 'id must be a number'), z.regex(/^\d{1,9}$/, { message: 'id must be a number', ...withinLength(9) }));
export const idParams = z.object({ id: numericId });
export const studentAndIdParams = z.object({ studentId: pathId, id: numericId });

/** Fills `:name` segments, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

type RouteParts = Omit<RouteDef, 'method' | 'path' | 'status'> & { status?: number };

/** One route: status 200 unless the parts name another. */
export function route<const M extends HttpMethod, const P extends string, const D extends RouteParts>(
  method: M,
  path: P,
  parts: D,
): { method: M; path: P } & (D extends { status: number } ? D : D & { status: 200 }) {
  return { method, path, status: 200, ...parts } as { method: M; path: P } & (D extends { status: number }
    ? D
    : D & { status: 200 });
}

/** Routes below one path whose `:name` segments `params` checks: `tail` follows `base`. */
export function routesUnder<const B extends string, const S extends z.ZodMiniType>(base: B, params: S) {
  return <const M extends HttpMethod, const T extends string, const D extends Omit<RouteParts, 'params'>>(
    method: M,
    tail: T,
    parts: D,
  ) => route(method, `${base}${tail}`, { params, ...parts });
}
