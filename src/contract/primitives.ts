import * as z from 'zod/mini';

/** A calendar date 'YYYY-MM-DD' that exists (2024-02-30 is refused). */
export const isoDate = z.string().check(z.refine((s) => isCalendarDate(s), { message: 'must be a date in the form YYYY-MM-DD' }));

export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

/** Ids that travel in URL paths: short, no separators, so they can never form a path. */
export const pathId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'must be 1-64 letters, digits, "-" or "_"' }));

/** A date-time string (ISO 8601, as produced by toISOString or a datetime-local input) on a real calendar day. */
export const dateTime = z.string().check(
  z.refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s) && isCalendarDate(s.slice(0, 10)) && !Number.isNaN(Date.parse(s)), {
    message: 'must be a date and time (ISO 8601)',
  }),
);

export const nonNegativeInt = z.int().check(z.gte(0));

// The formats of the refined strings, for the contract's JSON Schema (z.toJSONSchema).
z.globalRegistry.add(isoDate, { format: 'date' });
z.globalRegistry.add(dateTime, { format: 'date-time' });

/** The answer that carries its payload under `data`: `{ data: ... }`. */
export const dataResponse = <S extends z.ZodMiniType>(data: S) => z.object({ data });
