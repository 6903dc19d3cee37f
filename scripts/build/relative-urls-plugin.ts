import { posix } from 'node:path';
import type { Plugin, UserConfig } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';
const PRELOAD_SIGNATURE = 'function preload(baseModule, deps, importerUrl) {';

/**
 * The preload helper's gate, run on every call: `deps` starts with the calling chunk's own built
 * file name (relative to itself). Hints are written only when the caller is still that file on
 * an http(s) server; a host bundler that re-bundled the package renames the chunks (Vite) or
 * turns `import.meta.url` into a file: URL (webpack, Turbopack), and its hints would all 404.
 */
export const OWN_CHUNK_GATE = `deps = (function ownChunkDeps(deps, importerUrl) {
  if (!deps || !deps.length) return deps;
  try {
    const caller = new URL(importerUrl);
    caller.search = caller.hash = '';
    if (!/^https?:$/.test(caller.protocol) || new URL(deps[0], caller).href !== caller.href) return [];
  } catch {
    return [];
  }
  return deps.slice(1);
})(deps, importerUrl);`;

/** `to` relative to the folder of `from`, always starting with `./` or `../`. */
export const relativeTo = (from: string, to: string): string => {
  const rel = posix.relative(posix.dirname(from), to);
  return rel.startsWith('.') ? rel : `./${rel}`;
};

/**
 * Every URL the bundle's JavaScript holds is relative to the module holding it, so the bundle
 * works from any folder and a host bundler that re-bundles the package finds every file:
 * - an asset (pdf.js worker, fonts, cMaps) is a literal `new URL("./file", import.meta.url)`,
 *   the one form webpack, Turbopack and Vite all follow and copy;
 * - a chunk to preload is a path relative to its importer (the helper resolves it against
 *   `import.meta.url`), preloaded only where the chunks are still those of this build.
 * HTML and CSS keep absolute URLs: the demo's page is served at deep paths (/teachers).
 */
export function relativeBuiltUrls(): Plugin {
  // The build's chunks, by their final names: known once the bundle is generated, before Vite
  // writes the preload lists (this plugin's generateBundle runs first).
  const chunks = new Set<string>();
  return {
    name: 'edu-relative-built-urls',
    apply: 'build',
    enforce: 'pre',
    renderStart: () => chunks.clear(),
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.add(file.fileName);
    },
    config: (): UserConfig => ({
      experimental: {
        renderBuiltUrl(fileName, { hostId, hostType }) {
          if (hostType !== 'js') return undefined;
          if (chunks.has(fileName)) return { relative: true };
          return { runtime: `new URL(${JSON.stringify(relativeTo(hostId, fileName))}, import.meta.url).href` };
        },
      },
      build: {
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'js' && deps.length ? [hostId, ...deps] : deps,
        },
      },
    }),
    transform: {
      filter: { id: { include: [new RegExp(`^${PRELOAD_HELPER.replace(/[\\/.]/g, '\\$&')}$`)] } },
      handler(code, id) {
        if (id !== PRELOAD_HELPER) return null;
        if (!code.includes(PRELOAD_SIGNATURE)) {
          this.error(`Vite's preload helper no longer starts with "${PRELOAD_SIGNATURE}": update ${import.meta.filename}.`);
        }
        return { code: code.replace(PRELOAD_SIGNATURE, `${PRELOAD_SIGNATURE}\n${OWN_CHUNK_GATE}`), map: null };
      },
    },
  };
}
