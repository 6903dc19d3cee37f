import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { svgViews } from './svg-views.mjs';

// Plain JavaScript: the component test runner's config (web-test-runner.config.mjs) loads it
// without a TypeScript loader.

/** The files pdf.js asks its BinaryDataFactory for, by the `kind` it names: folder and file test. */
const FILE_KINDS = {
  cMapUrl: { dir: 'cmaps', test: /\.bcmap$/ },
  standardFontDataUrl: { dir: 'standard_fonts', test: /\.(pfb|ttf)$/ },
  wasmUrl: { dir: 'wasm', test: /^(openjpeg|jbig2)\.wasm$/ },
};
/** What the worker imports itself from `wasmUrl` when WebAssembly is refused (a CSP without 'wasm-unsafe-eval'). */
const JPX_FALLBACK = 'openjpeg_nowasm_fallback.js';

export const PDFJS_FILES_MODULE = 'virtual:edu-pdfjs-files';
export const PDFJS_PATHS_MODULE = 'virtual:edu-pdfjs-paths';

const pkg = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** @returns {Promise<[kind: string, dir: string, names: string[]][]>} */
async function filesByKind() {
  return Promise.all(
    Object.entries(FILE_KINDS).map(async ([kind, { dir, test }]) => {
      const names = (await readdir(join(pkg, dir))).filter((f) => test.test(f)).sort();
      return /** @type {[string, string, string[]]} */ ([kind, dir, names]);
    }),
  );
}

const LOOKUP = `export function pdfjsFile(kind, filename) {
  const files = FILES[kind];
  return files && Object.hasOwn(files, filename) ? files[filename] : undefined;
}`;

/**
 * pdf.js's files (cMaps, standard fonts, wasm decoders, the annotation icons), each referenced
 * from the bundle's JavaScript by its own `new URL("./<file>", import.meta.url)`: a host bundler
 * that re-bundles the package sees every file and copies it, and the standalone bundle finds them
 * beside its chunks. Two modules:
 * - `virtual:edu-pdfjs-files`: `pdfjsFile(kind, filename)`, the URL of each file pdf.js may ask
 *   for (a lazy chunk: the list is long and most documents need none of it);
 * - `virtual:edu-pdfjs-paths`: `imageResourcesPath` (one SVG with a view per icon, addressed
 *   as `<url>#annotation-note.svg`) and `wasmUrl` (the worker appends the fallback decoder's
 *   name after the `#/` and the fragment is not part of the request).
 * In dev (Vite's server, the component tests) both point at node_modules/pdfjs-dist.
 * @returns {import('vite').Plugin}
 */
export function pdfjsFiles() {
  let build = false;
  return {
    name: 'edu-pdfjs-files',
    configResolved: (config) => void (build = config.command === 'build'),
    resolveId: (id) => (id === PDFJS_FILES_MODULE || id === PDFJS_PATHS_MODULE ? `\0${id}` : null),
    async load(id) {
      if (id === `\0${PDFJS_FILES_MODULE}`) {
        const kinds = await filesByKind();
        if (!build) {
          const entries = kinds.map(
            ([kind, dir, names]) =>
              `${JSON.stringify(kind)}: Object.fromEntries(${JSON.stringify(names)}.map((f) => [f, new URL(${JSON.stringify(`/node_modules/pdfjs-dist/${dir}/`)} + f, import.meta.url).href]))`,
          );
          return `const FILES = {${entries.join(',\n')}};\n${LOOKUP}`;
        }
        const entries = await Promise.all(
          kinds.map(async ([kind, dir, names]) => {
            const urls = await Promise.all(
              names.map(async (name) => {
                const ref = this.emitFile({ type: 'asset', name, source: await readFile(join(pkg, dir, name)) });
                return `${JSON.stringify(name)}: import.meta.ROLLUP_FILE_URL_${ref}`;
              }),
            );
            return `${JSON.stringify(kind)}: {__proto__: null,\n${urls.join(',\n')}}`;
          }),
        );
        return `const FILES = {__proto__: null, ${entries.join(',\n')}};\n${LOOKUP}`;
      }
      if (id === `\0${PDFJS_PATHS_MODULE}`) {
        if (!build) {
          // Through a variable: Vite would take a literal `new URL('/…', import.meta.url)` for an asset.
          return `const here = import.meta.url;
export const imageResourcesPath = new URL('/node_modules/pdfjs-dist/web/images/', here).href;
export const wasmUrl = new URL('/node_modules/pdfjs-dist/wasm/', here).href;`;
        }
        const images = join(pkg, 'web', 'images');
        const names = (await readdir(images)).filter((f) => /^annotation-[a-z]+\.svg$/.test(f)).sort();
        const icons = await Promise.all(names.map(async (name) => ({ name, svg: await readFile(join(images, name), 'utf8') })));
        const sprite = this.emitFile({ type: 'asset', name: 'pdf-annotation-icons.svg', source: svgViews(icons) });
        // Named .mjs: it is a module (`export default`), and host bundlers minify a .js as a script.
        const fallback = this.emitFile({
          type: 'asset',
          name: JPX_FALLBACK.replace(/\.js$/, '.mjs'),
          source: await readFile(join(pkg, 'wasm', JPX_FALLBACK)),
        });
        return `export const imageResourcesPath = import.meta.ROLLUP_FILE_URL_${sprite} + '#';
export const wasmUrl = import.meta.ROLLUP_FILE_URL_${fallback} + '#/';`;
      }
      return null;
    },
  };
}
