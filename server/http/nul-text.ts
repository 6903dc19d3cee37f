import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why no text column can store this string: NUL, or half of a UTF-16 pair (not Unicode, so not UTF-8). */
export function unstorable(s: string): string | undefined {
  if (s.includes('\0')) return 'must not contain the NUL character';
  if (LONE_SURROGATE.test(s)) return 'must be valid Unicode text (it holds half of a surrogate pair)';
  return undefined;
}

/**
 * The first string (depth first, in key order) in a parsed JSON value that no text column can
 * store: its path ('' for the value itself) and why. A loop, not recursion: a 1 MB body can nest
 * 500,000 levels deep, past any call stack.
 */
export function unstorableText(value: unknown): { path: string; why: string } | undefined {
  const todo: [unknown, string][] = [[value, '']];
  while (todo.length) {
    const [v, path] = todo.pop()!;
    if (typeof v === 'string') {
      const why = unstorable(v);
      if (why) return { path, why };
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--)
        todo.push([entries[i]![1], path ? `${path}.${entries[i]![0]}` : entries[i]![0]]);
    }
  }
  return undefined;
}

/**
 * Text the database cannot store is refused (400 naming the field) before any route sees it:
 * PostgreSQL refuses NUL, and a lone surrogate would be stored as U+FFFD in a text column and
 * fail in a jsonb one. No person types either.
 */
export function registerNulTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const [part, value] of [
      ['request body', req.body],
      ['query', req.query],
    ] as const) {
      const found = unstorableText(value);
      if (found) throw new HttpError(400, `Invalid ${part}: ${found.path ? `${found.path}: ` : ''}${found.why}`);
    }
  });
}
