import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why no text column can store this string: NUL, or half of a UTF-16 pair (not Unicode, so not UTF-8). */
export function unstorable(s: string): string | undefined {
  if (s.includes('\0')) return 'must not contain the NUL character';
  if (LONE_SURROGATE.test(s)) return 'must be valid Unicode text (it holds half of a surrogate pair)';
  return undefined;
}

/** The first string in a parsed JSON value for which `bad` says why: its path ('' for the value itself) and why. */
function firstBad(value: unknown, bad: (s: string) => string | undefined, path = ''): { path: string; why: string } | undefined {
  if (typeof value === 'string') {
    const why = bad(value);
    return why ? { path, why } : undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    const found = firstBad(v, bad, path ? `${path}.${k}` : k);
    if (found) return found;
  }
  return undefined;
}

/** The first string in a parsed JSON value no text column can store. */
export const unstorableText = (value: unknown) => firstBad(value, unstorable);

/** Where the first string holding NUL sits in a parsed JSON value ('' for the value itself). */
export const nulPath = (value: unknown) => firstBad(value, (s) => (s.includes('\0') ? 'NUL' : undefined))?.path;

/**
 * Text the database cannot store is refused (400 naming the field) before any route sees it:
 * PostgreSQL refuses NUL, and a lone surrogate would be stored as U+FFFD in a text column and
 * fail in a jsonb one. No person types either.
 */
export function registerNulTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const [part, value] of [['request body', req.body], ['query', req.query]] as const) {
      const found = unstorableText(value);
      if (found) throw new HttpError(400, `Invalid ${part}: ${found.path ? `${found.path}: ` : ''}${found.why}`);
    }
  });
}
