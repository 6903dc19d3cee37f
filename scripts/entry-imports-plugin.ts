import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  imports?: string[];
  code?: string;
}

/**
 * An entry loaded by a bare `<script type="module" src>` (an integrator's page has no
 * modulepreload links): the browser finds each static import only once the file importing it
 * has arrived, one round trip per level (entry -> runtime -> the bundler's helpers). This lists
 * every chunk the entry needs, directly, in the order they would run (dependencies first), so
 * all of them are fetched at once and run as before.
 */
export function flatEntryImports(entryFileName: string): Plugin {
  return {
    name: 'edu-flat-entry-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = bundle[entryFileName] as ChunkLike | undefined;
      if (!entry || entry.type !== 'chunk' || !entry.code) return;
      const order: string[] = [];
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        for (const dep of (bundle[fileName] as ChunkLike | undefined)?.imports ?? []) visit(dep);
        order.push(fileName);
      };
      for (const dep of entry.imports ?? []) visit(dep);
      const direct = new Set(entry.imports);
      const extra = order.filter((f) => !direct.has(f));
      if (!extra.length) return;
      const base = entryFileName.split('/').slice(0, -1).length;
      const rel = (f: string) => (base === 0 ? `./${f}` : `${'../'.repeat(base)}${f}`);
      entry.code = `${extra.map((f) => `import"${rel(f)}";`).join('')}\n${entry.code}`;
    },
  };
}
