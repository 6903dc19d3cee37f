import * as z from 'zod/mini';

/**
 * Runs a check only on a string that a length check of `max` can have let through. A length check
 * comes first and the patterns after it take this, so no pattern ever reads an oversized value.
 * Zod counts characters (code points), and one takes at most two UTF-16 units: a value of up to
 * `max` characters is at most `2 * max` units long, and the pattern still sees every value the
 * length check accepts. (Zod's `abort` would also stop the cross-field checks of an enclosing
 * object, which a form wants to see.)
 */
export const withinLength = (max: number) => ({
  when: (payload: { value: unknown }): boolean => typeof payload.value === 'string' && payload.value.length <= 2 * max,
});

/** A calendar date 'YYYY-MM-DD' that exists (2024-02-30 is refused). */
export const isoDate = z.string().check(z.refine((s) => isCalendarDate(s), { message: 'must be a date in the form YYYY-MM-DD' }));

export function isCalendarDate(s: string): boolean {
  if (s.length !== 10) return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

/** Ids that travel in URL paths: short, no separators, so they can never form a path. */
const PATH_ID_MESSAGE = 'must be 1-64 letters, digits, "-" or "_"';
export const pathId = z
  .string()
  .check(z.maxLength(64, PATH_ID_MESSAGE), z.regex(/^[A-Za-z0-9_-]{1,64}$/, { message: PATH_ID_MESSAGE, ...withinLength(64) }));

/** The longest ISO 8601 date-time: '+275760-09-13T00:00:00.000+00:00' with room to spare. */
const DATE_TIME_MAX_LENGTH = 40;

/** A date-time string (ISO 8601, as produced by toISOString or a datetime-local input) on a real calendar day. */
export const dateTime = z.string().check(
  z.maxLength(DATE_TIME_MAX_LENGTH, 'must be a date and time (ISO 8601)'),
  z.refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s) && isCalendarDate(s.slice(0, 10)) && !Number.isNaN(Date.parse(s)), {
    message: 'must be a date and time (ISO 8601)',
    ...withinLength(DATE_TIME_MAX_LENGTH),
  }),
);

export const nonNegativeInt = z.int().check(z.gte(0));

// The formats of the refined strings, for the contract's JSON Schema (z.toJSONSchema).
z.globalRegistry.add(isoDate, { format: 'date' });
z.globalRegistry.add(dateTime, { format: 'date-time' });

/** The answer that carries its payload under `data`: `{ data: ... }`. */
export const dataResponse = <S extends z.ZodMiniType>(data: S) => z.object({ data });

/** The most rows one page of a list carries. */
export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 50;

/**
 * A list's page in the query: `cursor` is the `nextCursor` of the page before (none: the first
 * page), `limit` the rows wanted (1-100, default 50). Both are strings, as query values are.
 */
export const pageQuery = {
  cursor: z.optional(
    z
      .string()
      .check(z.maxLength(12, 'cursor must be a nextCursor'), z.regex(/^\d{1,12}$/, { message: 'cursor must be a nextCursor' })),
  ),
  limit: z.optional(
    z.string().check(
      z.maxLength(3, `limit must be a number from 1 to ${PAGE_LIMIT_MAX}`),
      // 1 to PAGE_LIMIT_MAX (100), as a pattern so the contract's generators can produce it.
      z.regex(/^(?:[1-9]\d?|100)$/, { message: `limit must be a number from 1 to ${PAGE_LIMIT_MAX}` }),
    ),
  ),
};

/** A search box's text in a list's query: at most 100 characters (trimmed; empty: no filter). */
export const searchText = z.optional(z.string().check(z.maxLength(100, 'q must be at most 100 characters'), z.trim()));

/** One page of a list: its rows, how many rows the whole list has, and the cursor of the next page (null on the last). */
export const pagedResponse = <S extends z.ZodMiniType>(row: S) =>
  z.object({ data: z.array(row), total: nonNegativeInt, nextCursor: z.nullable(z.string()) });
