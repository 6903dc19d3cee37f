import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { pdfjsAssets } from './scripts/build/pdfjs-assets-plugin.ts';
import { pdfjsFiles } from './scripts/build/pdfjs-files-plugin.mjs';
import { precompress } from './scripts/precompress-plugin.ts';
import { flatEntryImports } from './scripts/entry-imports-plugin.ts';
import { precompileTranslations } from './scripts/build/translations-plugin.mjs';
import { relativeBuiltUrls } from './scripts/build/relative-urls-plugin.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The modules of the `session` chunk. */
const SESSION_MODULES = [
  /node_modules[\\/]zod[\\/]/,
  /src[\\/]contract[\\/](auth|route-def|primitives|errors)\.ts$/,
  /src[\\/]lib[\\/]api[\\/](api-context|request|error-text|auth-token|auth-api|index)\.ts$/,
  /src[\\/]lib[\\/](session|use-session|use-api)\.ts$/,
  /src[\\/]stores[\\/]session\.ts$/,
  /src[\\/]lib[\\/](shared-load|use-error-text|use-catalogue|catalogue-status)\.tsx?$/,
  /src[\\/]lib[\\/]api[\\/]catalogue-api\.ts$/,
  /src[\\/]contract[\\/]catalogue\.ts$/,
];

/** The `helpers` chunk: small modules most elements use, a few hundred bytes each. */
const HELPER_MODULES = [
  /src[\\/]lib[\\/](loading-line|use-styles|stroke-icon|link|nested-attributes|menu-rules|band|use-latest|description-list|use-async)\.tsx?$/,
  /src[\\/]lib[\\/]i18n[\\/]shared-texts\.ts$/,
  /src[\\/]lib[\\/]api[\\/](api-error|api-base|retry-rule)\.ts$/,
  /src[\\/]stores[\\/]server-busy\.ts$/,
];

// One build gives both products:
// - dist/edu-widgets.js: the bundle an integrator loads with one <script type="module">;
//   each element's heavy code is a lazy chunk under dist/assets/.
// - dist/index.html + its assets: the demo portal, which loads the same bundle.
export default defineConfig({
  root: here('./demo'),
  base: '/',
  publicDir: false,
  // pdfjsFiles: pdf.js's fonts, cMaps, decoders and icons, each referenced relative to the module.
  // pdfjsAssets: the same files (and the worker) laid out under pdfjs/, for `pdfAssetsBase`.
  // precompress: .br and .gz beside every text file of the output, sent as they are by the server.
  // flatEntryImports: edu-widgets.js names every chunk it needs, so they are all fetched at once.
  // relativeBuiltUrls: every URL in the bundle's JavaScript relative to its module, and preload
  // hints only where the chunks are this build's own (not re-bundled by a host).
  // precompileTranslations: translation files' messages parsed at build time, so the browser
  // formats them without the ICU parser (aliased below to its parser-less entry).
  plugins: [
    react(),
    precompileTranslations(),
    relativeBuiltUrls(),
    pdfjsFiles(),
    pdfjsAssets(),
    flatEntryImports('edu-widgets.js'),
    precompress(),
  ],
  resolve: {
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        'edu-widgets': here('./src/index.ts'),
        index: here('./demo/index.html'),
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: (chunk) => (chunk.name === 'edu-widgets' ? 'edu-widgets.js' : 'assets/[name]-[hash].js'),
        // Everything the bundle runs before its first element renders (React, r2wc, stores,
        // toolkit) in one chunk: split, its small pieces would only be discovered once the
        // biggest was parsed, one more round trip before any element could start. The demo's
        // own pages stay out of it.
        // What every element that signs in needs (the API client core, the session, the account
        // schemas and zod, the catalogue and the shared loads) in one more chunk, and the small
        // helpers most elements use (loading line, links, styles, icons, the load hook) in a
        // third: left to the automatic splitting, each would be several files of 0.1-10 KB, one
        // request each and each compressed alone.
        codeSplitting: {
          groups: [
            { name: 'runtime', tags: ['$initial'], test: (id: string) => !/[\\/]demo[\\/]/.test(id), priority: 2 },
            { name: 'helpers', test: (id: string) => HELPER_MODULES.some((re) => re.test(id)), priority: 2 },
            { name: 'session', test: (id: string) => SESSION_MODULES.some((re) => re.test(id)), priority: 1 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
});
