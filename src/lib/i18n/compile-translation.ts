import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { Messages } from './messages.ts';

/**
 * Turns a translation file into a catalogue with the English catalogue's shape. The build has
 * already parsed the file's ICU messages: a message without arguments comes as its text, one
 * with arguments as its syntax tree. A text stays a text and a table a table; where English has a
 * function, the translation's message takes the function's arguments by position (`{0}`, `{1}`),
 * e.g. `"{0, plural, one {# página} other {# páginas}}"`, and numbers in it are written the way
 * the language writes them. Anything missing, extra, of the wrong kind or naming an argument the
 * function does not take is an error, so a broken file is refused whole.
 */
export function compileTranslation<M extends Messages>(en: M, data: unknown, locale: string, file = locale): M {
  if (!isRecord(data)) throw new Error(`edu-widgets: the ${file} translation is not an object`);
  const fail = (key: string, why: string) => new Error(`edu-widgets: ${file} translation, "${key}": ${why}`);
  const extra = Object.keys(data).filter((key) => !Object.hasOwn(en, key));
  if (extra.length) throw fail(extra[0]!, 'is not a key of the English catalogue');
  const entries = Object.entries(en).map(([key, source]) => {
    const value = data[key];
    if (typeof source === 'string') {
      if (typeof value !== 'string') throw fail(key, 'must be a text without arguments');
      return [key, value];
    }
    if (typeof source === 'function') {
      if (typeof value === 'string') return [key, () => value];
      if (!isMessage(value)) throw fail(key, 'must be a message');
      return [key, messageFunction(value, locale, source.length, (why) => fail(key, why))];
    }
    if (!isRecord(value)) throw fail(key, 'must be a table of texts');
    const want = Object.keys(source).sort().join(',');
    if (Object.keys(value).sort().join(',') !== want || Object.values(value).some((t) => typeof t !== 'string'))
      throw fail(key, `must have exactly the texts ${want}`);
    return [key, value];
  });
  return Object.fromEntries(entries) as M;
}

function messageFunction(ast: MessageFormatElement[], locale: string, arity: number, fail: (why: string) => Error) {
  const unknown = [...argumentNames(ast)].filter((name) => !/^\d+$/.test(name) || Number(name) >= arity);
  if (unknown.length) throw fail(`names {${unknown[0]}}, but the text takes ${arity} value(s), {0} to {${arity - 1}}`);
  // Tags are left as text: a translation is plain text, never markup.
  const format = new IntlMessageFormat(ast, locale, undefined, { ignoreTag: true });
  return (...args: PrimitiveType[]): string => String(format.format(Object.fromEntries(args.map((value, i) => [i, value]))));
}

/** Every argument a message names, inside plural and select branches too. */
function* argumentNames(ast: MessageFormatElement[]): Generator<string> {
  for (const element of ast) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    yield element.value;
    if ('options' in element) for (const option of Object.values(element.options)) yield* argumentNames(option.value);
    if ('children' in element) yield* argumentNames(element.children);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isMessage = (v: unknown): v is MessageFormatElement[] =>
  Array.isArray(v) && v.every((e) => isRecord(e) && typeof e.type === 'number');
