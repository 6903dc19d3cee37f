import fc from 'fast-check';

/** The part of JSON Schema that z.toJSONSchema produces for our contract. */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
}

/** Arrays longer than this add time, not cases. */
const MAX_ITEMS = 12;
const DAY_MS = 86_400_000;
// From year 1 to 9999: every date the contract's YYYY-MM-DD accepts, leap days included.
const dates = fc.integer({ min: Date.UTC(1, 0, 1), max: Date.UTC(9999, 11, 31) }).map((t) => new Date(Math.floor(t / DAY_MS) * DAY_MS));
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Values for a schema, edge values included: the extremes of each range, -0, 1e-50, empty and
 * longest strings, any Unicode (NUL, bidirectional controls, emoji) where a string is free.
 * An unknown keyword fails loudly rather than generating something the schema did not say.
 */
export function arbitraryFor(schema: JsonSchema, path = '$'): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s, i) => arbitraryFor(s, `${path}|${i}`)));
  switch (schema.type) {
    case 'object': {
      const props = schema.properties ?? {};
      const shape = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, arbitraryFor(s, `${path}.${k}`)]));
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, `${path}[]`), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? MAX_ITEMS, Math.max(MAX_ITEMS, schema.minItems ?? 0)),
      });
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -(2 ** 31), Number.MIN_SAFE_INTEGER), max: Math.min(schema.maximum ?? 2 ** 31 - 1, Number.MAX_SAFE_INTEGER) });
    case 'number': {
      const min = schema.minimum ?? -1e308;
      const max = schema.maximum ?? 1e308;
      return fc.oneof(
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(...[min, max, 0, -0, 1e-50, 0.1, 99.99999].filter((x) => x >= min && x <= max)),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      throw new Error(`No generator for the schema at ${path}: ${JSON.stringify(schema)}`);
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 300;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (schema.format === 'date') return dates.map(isoDay);
  if (schema.format === 'date-time') {
    return fc.tuple(dates, fc.integer({ min: 0, max: DAY_MS - 60_000 }), fc.boolean()).map(([d, ms, full]) => {
      const iso = new Date(d.getTime() + ms).toISOString();
      return full ? iso : iso.slice(0, 16);
    });
  }
  if (schema.format) throw new Error(`No generator for format ${schema.format}`);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(60, minLength)), unit: 'binary' }),
    fc.constantFrom('\u0000', 'a\u202eb', '<script>alert(1)</script>', '../../etc/passwd', '%00%2e%2e', '😀'.repeat(3), ' ').filter(fits),
    fc.constant('x'.repeat(maxLength)).filter(fits),
  );
}
