import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { Messages } from './messages.ts';

/**
 * Turns a translation file's data into a catalogue with the English catalogue's shape. A text
 * stays a text and a table a table; where English has a function, the translation holds an ICU
 * MessageFormat template whose arguments are the function's by position (`{0}`, `{1}`), e.g.
 * `"{0, plural, one {# página} other {# páginas}}"`. Numbers in a template are written the way
 * the language writes them. Anything missing, extra, of the wrong kind, unparsable or naming an
 * argument the function does not take is an error, so a broken file is caught whole.
 */
export function compileTranslation<M extends Messages>(en: M, data: unknown, locale: string, file = locale): M {
  if (!isRecord(data)) throw new Error(`edu-widgets: the ${file} translation is not an object`);
  const fail = (key: string, why: string) => new Error(`edu-widgets: ${file} translation, "${key}": ${why}`);
  const extra = Object.keys(data).filter((key) => !(key in en));
  if (extra.length) throw fail(extra[0]!, 'is not a key of the English catalogue');
  const entries = Object.entries(en).map(([key, source]) => {
    const value = data[key];
    if (typeof source === 'string') {
      if (typeof value !== 'string') throw fail(key, 'must be a text');
      return [key, value];
    }
    if (typeof source === 'function') {
      if (typeof value !== 'string') throw fail(key, 'must be a template text');
      return [key, templateFunction(value, locale, source.length, (why) => fail(key, why))];
    }
    if (!isRecord(value)) throw fail(key, 'must be a table of texts');
    const want = Object.keys(source).sort().join(',');
    if (Object.keys(value).sort().join(',') !== want || Object.values(value).some((t) => typeof t !== 'string'))
      throw fail(key, `must have exactly the texts ${want}`);
    return [key, value];
  });
  return Object.fromEntries(entries) as M;
}

function templateFunction(template: string, locale: string, arity: number, fail: (why: string) => Error) {
  let format: IntlMessageFormat;
  try {
    // Tags are left as text: a translation is plain text, never markup.
    format = new IntlMessageFormat(template, locale, undefined, { ignoreTag: true });
  } catch (err) {
    throw fail(`is not a valid template (${err instanceof Error ? err.message : String(err)})`);
  }
  const unknown = [...argumentNames(format.getAst())].filter((name) => !/^\d+$/.test(name) || Number(name) >= arity);
  if (unknown.length) throw fail(`names {${unknown[0]}}, but the text takes ${arity} value(s), {0} to {${arity - 1}}`);
  return (...args: PrimitiveType[]): string => String(format.format(Object.fromEntries(args.map((value, i) => [i, value]))));
}

type Ast = ReturnType<IntlMessageFormat['getAst']>;
/** The parser's kind for plain text, the one element whose `value` is not an argument's name. */
const LITERAL = 0;

/** Every argument a template names, inside plural and select branches too. */
function* argumentNames(ast: Ast): Generator<string> {
  for (const element of ast) {
    if ('value' in element && typeof element.value === 'string' && element.type !== LITERAL) yield element.value;
    if ('options' in element)
      for (const option of Object.values(element.options) as { value: Ast }[]) yield* argumentNames(option.value);
    if ('children' in element) yield* argumentNames(element.children as Ast);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
