// Plain JavaScript: the component test runner's config (web-test-runner.config.mjs) loads it
// without a TypeScript loader, like vite.config.ts and vitest.config.ts.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** A catalogue's translation file: `messages.es.json`, `results-messages.ar.json`. */
const TRANSLATION_FILE = /messages\.[a-z]{2}\.json$/;

/**
 * Every text of a translation file is an ICU MessageFormat message. Parsed here, once, at build
 * time: a message without arguments becomes its text (quotes resolved: `''` is `'`), one with
 * arguments its syntax tree, so the browser formats without shipping the parser. An unparsable
 * message fails the build, naming the file and the key.
 * @param {unknown} data the file's JSON
 * @param {string} file its path, for messages
 * @returns {unknown} the same keys, each text a string or a syntax tree
 */
export function precompileTranslation(data, file) {
  /** @type {(value: unknown, key: string) => unknown} */
  const walk = (value, key) => {
    if (typeof value === 'string') {
      let ast;
      try {
        // Tags are left as text: a translation is plain text, never markup.
        ast = parse(value, { ignoreTag: true });
      } catch (err) {
        throw new Error(`${file}, "${key}": not a valid ICU message (${err instanceof Error ? err.message : String(err)})`, {
          cause: err,
        });
      }
      return ast.every((e) => e.type === TYPE.literal)
        ? ast.map((e) => /** @type {{ value: string }} */ (e).value).join('')
        : ast;
    }
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, key ? `${key}.${k}` : k)]));
    throw new Error(`${file}, "${key}": a translation holds texts and tables of texts only`);
  };
  return walk(data, '');
}

/**
 * Precompiles each translation file imported as a module (not `?raw` and other queries).
 * @returns {import('vite').Plugin}
 */
export function precompileTranslations() {
  return {
    name: 'precompile-translations',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('?') || !TRANSLATION_FILE.test(id)) return null;
      return { code: JSON.stringify(precompileTranslation(JSON.parse(code), id)), map: null };
    },
  };
}
