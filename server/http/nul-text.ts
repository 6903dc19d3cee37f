import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** Where the first string holding NUL sits in a parsed JSON value ('' for the value itself). */
export function nulPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    const found = nulPath(v, path ? `${path}.${k}` : k);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Text with the NUL character is refused (400 naming the field) before any route sees it: no
 * text column can store it, and no person typed it.
 */
export function registerNulTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const [part, value] of [['request body', req.body], ['query', req.query]] as const) {
      const path = nulPath(value);
      if (path !== undefined) throw new HttpError(400, `Invalid ${part}: ${path ? `${path}: ` : ''}must not contain the NUL character`);
    }
  });
}
