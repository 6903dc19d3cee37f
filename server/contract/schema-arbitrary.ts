import fc from 'fast-check';
import * as z from 'zod/mini';

/**
 * fast-check arbitraries from the contract's zod schemas, by walking `schema._zod.def`: values a
 * schema accepts (edge values favoured) and values it refuses at one place. Only the kinds the
 * contract uses are known; any other kind, or a refinement (a function no walker can invert)
 * without a generator in `overrides` or a 'date'/'date-time' format in z.globalRegistry,
 * throws, so a new schema is never fuzzed with values it did not describe.
 */

/** A number written as this literal on the wire: -0, 1e400 (Infinity once parsed), 1.0... */
export class RawNumber {
  constructor(readonly literal: string) {}
}

/** JSON text of a value: RawNumber as its literal, -0 as "-0" (JSON.stringify writes "0"). */
export function toJsonText(v: unknown): string {
  if (v instanceof RawNumber) return v.literal;
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : toJsonText(x))).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${toJsonText(x)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

export interface GenOptions {
  /** Values to favour at a path ("records.studentId": no array indexes): the rows that exist. */
  hints?: Record<string, fc.Arbitrary<unknown>>;
  /** Generators for schemas whose refinements the walker cannot read. */
  overrides?: Map<unknown, fc.Arbitrary<unknown>>;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  keyType?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  innerType?: z.ZodMiniType;
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (s: z.ZodMiniType) => s._zod.def as unknown as Def;
const checksOf = (s: z.ZodMiniType) => (defOf(s).checks ?? []).map((c) => c._zod.def);

/** Arrays longer than this add time, not cases (their bounds are tested by the refusals). */
const MAX_ITEMS = 6;

interface Bounds {
  min?: number;
  max?: number;
  minExclusive?: boolean;
  maxExclusive?: boolean;
  int: boolean;
  minLength: number;
  maxLength?: number;
  pattern?: RegExp;
  custom: boolean;
  trims: boolean;
}

function boundsOf(s: z.ZodMiniType): Bounds {
  const b: Bounds = { int: /int/.test(defOf(s).format ?? ''), minLength: 0, custom: false, trims: false };
  for (const c of checksOf(s)) {
    if (c.check === 'min_length') b.minLength = Math.max(b.minLength, c.minimum!);
    else if (c.check === 'max_length') b.maxLength = Math.min(b.maxLength ?? Infinity, c.maximum!);
    else if (c.check === 'greater_than') [b.min, b.minExclusive] = [c.value!, !c.inclusive];
    else if (c.check === 'less_than') [b.max, b.maxExclusive] = [c.value!, !c.inclusive];
    else if (c.check === 'number_format') b.int = true;
    else if (c.check === 'string_format' && c.format === 'regex') b.pattern = c.pattern;
    else if (c.check === 'custom') b.custom = true;
    else if (c.check === 'overwrite') b.trims = true;
    else throw new Error(`No generator for the check ${c.check}`);
  }
  return b;
}

const formatOf = (s: z.ZodMiniType) => (z.globalRegistry.get(s) as { format?: string } | undefined)?.format;

// ---- Values the contract accepts ------------------------------------------------------------

/** Calendar days from 0100-01-01 to 9999-12-31 (years 0000-0099 the contract refuses). */
const DAY = 86_400_000;
const day = fc
  .integer({ min: Date.UTC(100, 0, 1) / DAY, max: Date.UTC(9999, 11, 31) / DAY })
  .map((d) => new Date(d * DAY).toISOString().slice(0, 10));
/** The edges of the calendar: leap days, month and year ends, the Gregorian switch, the epoch. */
export const EDGE_DATES = [
  '0100-01-01',
  '9999-12-31',
  '2000-02-29',
  '2024-02-29',
  '2400-02-29',
  '1900-02-28',
  '1900-03-01',
  '1582-10-04',
  '1582-10-15',
  '1969-12-31',
  '1970-01-01',
  '2038-01-19',
  '2026-12-31',
  '2027-01-01',
];
const isoDay = fc.oneof(day, fc.constantFrom(...EDGE_DATES));
const isoDateTime = fc
  .tuple(
    isoDay,
    fc.integer({ min: 0, max: 23 }),
    fc.integer({ min: 0, max: 59 }),
    fc.constantFrom('', ':00', ':59.999', ':07.5'),
    fc.constantFrom('', 'Z', '+05:30', '-12:00', '+14:00'),
  )
  .map(([d, h, m, s, zone]) => `${d}T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}${s}${zone}`);

/** Text no form would produce but a string schema allows: NUL, bidirectional controls, emoji, lone surrogates, markup. */
export const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  'x\u202eevil\u202c',
  '\u2067rtl\u2069',
  '😀👍🏽👨‍👩‍👧',
  'e\u0301',
  '\ufeffbom',
  '\ud800',
  'lone\udfff',
  '<script>alert(1)</script>',
  "'; DROP TABLE tests; --",
  '../../etc/passwd',
  '%00%2e%2e',
  ' ',
  ' padded ',
  '\t\n',
  'null',
  '"',
  '\\',
];

function validString(s: z.ZodMiniType, b: Bounds): fc.Arbitrary<string> {
  if (b.custom) {
    const format = formatOf(s);
    if (format === 'date') return isoDay;
    if (format === 'date-time') return isoDateTime;
    throw new Error('a refined string without a generator');
  }
  const max = b.maxLength ?? 300;
  const fits = (t: string) => s.safeParse(t).success;
  if (b.pattern) {
    // fast-check cannot read the i flag; without it the strings match a subset, which `fits` keeps.
    const pattern = new RegExp(b.pattern.source, b.pattern.flags.replace('i', ''));
    // The longest match, where every repetition is bounded ("{1,64}", not "+").
    const bounded = !/[+*]|\{\d+,\}/.test(pattern.source.replace(/\\./g, ''));
    return fc.oneof(fc.stringMatching(pattern), ...(bounded ? [fc.stringMatching(pattern, { size: 'max' })] : [])).filter(fits);
  }
  const short = Math.min(max, Math.max(40, b.minLength));
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: b.minLength, maxLength: short }) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: b.minLength, maxLength: short }) },
      { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
      // The longest and shortest the schema allows, in one- and two-unit characters.
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'x'.repeat(max),
          '😀'.repeat(Math.floor(max / 2)) + (max % 2 ? 'é' : ''),
          'ß'.repeat(Math.max(b.minLength, 1)),
        ),
      },
    )
    .filter(fits);
}

function validNumber(b: Bounds): fc.Arbitrary<number | RawNumber> {
  const lo = b.min ?? (b.int ? Number.MIN_SAFE_INTEGER : -Number.MAX_VALUE);
  const hi = b.max ?? (b.int ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE);
  const inRange = (x: number) =>
    (b.minExclusive ? x > lo : x >= lo) && (b.maxExclusive ? x < hi : x <= hi) && (!b.int || Number.isInteger(x));
  const edges = [
    lo,
    hi,
    lo + 1,
    hi - 1,
    0,
    -0,
    1,
    1e-50,
    -1e-50,
    Number.MIN_VALUE,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    0.1,
    33.333333333333336,
    hi - 1e-9,
    Number.MAX_SAFE_INTEGER,
  ].filter(inRange);
  // Literals that parse to a number in range: 1.0 is an integer, 1e-400 is 0.
  const parses = (t: string) => {
    try {
      return inRange(JSON.parse(t) as number);
    } catch {
      return false;
    }
  };
  const literals = [`${lo}.0`, `${hi}.0`, `${hi}.0000000000000001`, '1e-400', '-0.0', '1E1', `${lo}e0`].filter(parses);
  const any = b.int
    ? fc.integer({ min: Math.ceil(Math.max(lo, -(2 ** 31))), max: Math.floor(Math.min(hi, 2 ** 31 - 1)) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    { weight: 3, arbitrary: any.filter(inRange) },
    { weight: 2, arbitrary: fc.constantFrom(...edges) },
    ...(literals.length ? [{ weight: 1, arbitrary: fc.constantFrom(...literals).map((t) => new RawNumber(t)) }] : []),
  );
}

/** Values `schema` accepts, edge values favoured. */
export function validArbitrary(schema: z.ZodMiniType, opts: GenOptions = {}, path = ''): fc.Arbitrary<unknown> {
  const generic = validGeneric(schema, opts, path);
  const hint = opts.hints?.[path];
  return hint ? fc.oneof({ weight: 4, arbitrary: hint }, { weight: 1, arbitrary: generic }) : generic;
}

function validGeneric(schema: z.ZodMiniType, opts: GenOptions, path: string): fc.Arbitrary<unknown> {
  const own = opts.overrides?.get(schema);
  if (own) return own;
  const d = defOf(schema);
  const at = (k: string) => (path ? `${path}.${k}` : k);
  try {
    switch (d.type) {
      case 'object': {
        if (boundsOf(schema).custom) throw new Error('a refined object without a generator');
        const keys = Object.keys(d.shape!);
        const shape = Object.fromEntries(keys.map((k) => [k, validArbitrary(d.shape![k]!, opts, at(k))]));
        return fc.record(shape, { requiredKeys: keys.filter((k) => defOf(d.shape![k]!).type !== 'optional') });
      }
      case 'array': {
        const b = boundsOf(schema);
        const max = Math.min(b.maxLength ?? MAX_ITEMS, Math.max(MAX_ITEMS, b.minLength));
        return fc.array(validArbitrary(d.element!, opts, path), { minLength: b.minLength, maxLength: max });
      }
      case 'record': {
        const entries = fc.dictionary(
          validArbitrary(d.keyType!, opts, path) as fc.Arbitrary<string>,
          validArbitrary(d.valueType!, opts, at('*')),
          { maxKeys: MAX_ITEMS },
        );
        return entries.filter((v) => schema.safeParse(v).success);
      }
      case 'string':
        return validString(schema, boundsOf(schema));
      case 'number':
        return validNumber(boundsOf(schema));
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom(...Object.values(d.entries!));
      case 'literal':
        return fc.constantFrom(...d.values!);
      case 'union':
        return fc.oneof(...d.options!.map((o) => validArbitrary(o, opts, path)));
      case 'optional':
        return fc.option(validArbitrary(d.innerType!, opts, path), { nil: undefined });
      case 'nullable':
        return fc.option(validArbitrary(d.innerType!, opts, path), { nil: null });
      default:
        throw new Error(`the kind ${d.type}`);
    }
  } catch (e) {
    if ((e as Error).message.startsWith('No generator')) throw e;
    throw new Error(`No generator for the schema at "${path || '(root)'}": ${(e as Error).message}`, { cause: e });
  }
}

// ---- Values the contract refuses --------------------------------------------------------------

/** Days that do not exist and spellings that are not YYYY-MM-DD. */
export const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2025-02-29',
  '1900-02-29',
  '2100-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '2026-01-32',
  '0000-01-01',
  '0099-12-31',
  '10000-01-01',
  '2026-1-1',
  '2026/01/01',
  '20260101',
  ' 2026-01-01',
  '2026-01-01 ',
  '2026-01-01T00:00',
  '+002026-01-01',
  '-2026-01-01',
  '２０２６-01-01',
  '',
  'today',
  '2026-01-01\u0000',
];
const IMPOSSIBLE_DATE_TIMES = [
  '2026-02-30T10:00',
  '2026-01-01T25:00',
  '2026-01-01T10:60',
  '2026-01-01 10:00',
  '2026-01-01',
  'T10:00',
  '2026-13-01T00:00',
  '2026-01-01T10:00+25:00',
  '2026-01-01T10:00Zjunk',
  '   ',
  '',
  '0000-01-01T00:00',
  '9999-12-31T24:01',
];
const NOT_A_STRING = [42, -0, null, true, [], {}, ['a'], { a: 1 }];
const NOT_A_NUMBER = ['1', '', null, true, [], {}, [1], new RawNumber('1e400'), new RawNumber('-1e400')];

function invalidString(s: z.ZodMiniType, b: Bounds): fc.Arbitrary<unknown> {
  const format = b.custom ? formatOf(s) : undefined;
  const wrong: unknown[] = [...NOT_A_STRING];
  if (b.maxLength !== undefined) wrong.push('x'.repeat(b.maxLength + 1), `${'😀'.repeat(Math.ceil(b.maxLength / 2))}x`);
  if (b.minLength > 0) wrong.push('x'.repeat(b.minLength - 1), ...(b.trims ? [' '.repeat(b.minLength + 2)] : []));
  if (b.pattern) wrong.push('', 'a b', 'a/b', '../x', 'é', '%00', 'x'.repeat(65), '1'.repeat(10), '-1', '1.5');
  if (format === 'date') wrong.push(...IMPOSSIBLE_DATES);
  if (format === 'date-time') wrong.push(...IMPOSSIBLE_DATE_TIMES, ...IMPOSSIBLE_DATES);
  if (b.custom && !format) wrong.push('', '   ', 'password', 'PASSWORD1', 'Password');
  return fc.constantFrom(...wrong);
}

function invalidNumber(b: Bounds): fc.Arbitrary<unknown> {
  const wrong: unknown[] = [...NOT_A_NUMBER];
  if (b.min !== undefined) wrong.push(b.min - 1, b.min - 1e-9, -1e308, new RawNumber(`${b.min - 1}.9`));
  if (b.max !== undefined) wrong.push(b.max + 1, b.max + 1e-9, 1e308, Number.MAX_VALUE);
  if (b.int) wrong.push((b.min ?? 0) + 0.5, 2 ** 53, -(2 ** 53), 1e-50, Number.MIN_VALUE);
  return fc.constantFrom(...wrong);
}

/** Values `schema` most likely refuses: wrong types, out-of-range, impossible dates, one bad part of a whole. */
export function invalidArbitrary(schema: z.ZodMiniType, opts: GenOptions = {}, path = ''): fc.Arbitrary<unknown> {
  const d = defOf(schema);
  const at = (k: string) => (path ? `${path}.${k}` : k);
  switch (d.type) {
    case 'object': {
      const keys = Object.keys(d.shape!);
      const valid = validArbitrary(schema, opts, path) as fc.Arbitrary<Record<string, unknown>>;
      const required = keys.filter((k) => defOf(d.shape![k]!).type !== 'optional');
      const oneBad = fc
        .constantFrom(...keys)
        .chain((k) => fc.tuple(valid, fc.constant(k), invalidArbitrary(d.shape![k]!, opts, at(k))))
        .map(([v, k, bad]) => ({ ...v, [k]: bad }));
      const missing = required.length
        ? [
            fc.tuple(valid, fc.constantFrom(...required)).map(([v, k]) => {
              const c = { ...v };
              delete c[k];
              return c;
            }),
          ]
        : [];
      return fc.oneof({ weight: 4, arbitrary: oneBad }, ...missing, fc.constantFrom(null, [], 'x', 1, [{}]));
    }
    case 'array': {
      const b = boundsOf(schema);
      const item = validArbitrary(d.element!, opts, path);
      const bad: fc.Arbitrary<unknown>[] = [
        fc
          .tuple(fc.array(item, { minLength: 1, maxLength: 3 }), fc.nat(), invalidArbitrary(d.element!, opts, path))
          .map(([xs, i, x]) => xs.map((y, j) => (j === i % xs.length ? x : y))),
        fc.constantFrom(null, {}, 'x', 0),
      ];
      if (b.maxLength !== undefined) bad.push(item.map((x) => Array.from({ length: b.maxLength! + 1 }, () => x)));
      if (b.minLength > 0) bad.push(fc.constant([]));
      return fc.oneof(...bad);
    }
    case 'record': {
      const valid = validArbitrary(schema, opts, path) as fc.Arbitrary<Record<string, unknown>>;
      const oneBad = fc
        .tuple(
          valid,
          validArbitrary(d.keyType!, opts, path) as fc.Arbitrary<string>,
          invalidArbitrary(d.valueType!, opts, at('*')),
        )
        .map(([v, k, bad]) => ({ ...v, [k]: bad }));
      return fc.oneof({ weight: 3, arbitrary: oneBad }, fc.constantFrom(null, [], 'x', 1));
    }
    case 'string':
      return invalidString(schema, boundsOf(schema));
    case 'number':
      return invalidNumber(boundsOf(schema));
    case 'boolean':
      return fc.constantFrom('true', 1, 0, null, []);
    case 'enum': {
      const values = Object.values(d.entries!);
      return fc
        .constantFrom(
          '',
          'x',
          1,
          null,
          ...values.flatMap((v) => [v.toLowerCase(), v.toUpperCase(), ` ${v}`, `${v} `, `${v}\u0000`]),
        )
        .filter((v) => !values.includes(v as string));
    }
    case 'literal':
      return fc
        .constantFrom(
          'x',
          ' ',
          null,
          0,
          [],
          ...d.values!.flatMap((v) => (typeof v === 'string' ? [` ${v}`, `${v}x`, `${v}\u0000`] : [])),
        )
        .filter((v) => !d.values!.includes(v));
    case 'union':
      // A value one option refuses may be another's: only what the whole union refuses.
      return fc.oneof(...d.options!.map((o) => invalidArbitrary(o, opts, path))).filter((v) => !schema.safeParse(v).success);
    case 'optional':
    case 'nullable':
      return invalidArbitrary(d.innerType!, opts, path);
    default:
      throw new Error(`No generator for refused values of the schema at "${path || '(root)'}": the kind ${d.type}`);
  }
}
