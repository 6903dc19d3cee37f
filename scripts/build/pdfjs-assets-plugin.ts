import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { asciiScript } from './ascii-script.ts';

const WORKER_URL_IMPORT = 'pdfjs-dist/build/pdf.worker.min.mjs?url';
const WORKER_URL_MODULE = '\0edu-pdf-worker-url';

/**
 * Ships pdf.js's runtime files from our own build (no CDN): the worker, standard fonts,
 * cMaps, wasm decoders, ICC profiles and the annotation icons, copied to `<outDir>/pdfjs/` with
 * pdf.js's licence (each folder has its own).
 * That folder is what `pdf-assets-base` points at (the bundle references its own copies under
 * assets/ by default: pdfjs-files-plugin.mjs), and what a host may serve on its own. Both copies of the worker (that one and the
 * hashed asset the bundle points at by default) are its ASCII form (ascii-script.ts).
 */
export function pdfjsAssets(folder = 'pdfjs'): Plugin {
  const pkg = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const worker = join(pkg, 'build', 'pdf.worker.min.mjs');
  let asciiWorker: Promise<string> | null = null;
  const workerSource = () => (asciiWorker ??= readFile(worker, 'utf8').then(asciiScript));
  return {
    name: 'edu-pdfjs-assets',
    apply: 'build',
    enforce: 'pre',
    // The bundle's `?url` import of the worker (pdf-assets.ts) gets the ASCII form, as an asset
    // whose hashed name follows its own content rather than the package file's.
    resolveId: (id) => (id === WORKER_URL_IMPORT ? WORKER_URL_MODULE : null),
    async load(id) {
      if (id !== WORKER_URL_MODULE) return null;
      const ref = this.emitFile({ type: 'asset', name: 'pdf.worker.min.mjs', source: await workerSource() });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    async writeBundle(output) {
      if (!output.dir) return;
      const target = join(output.dir, folder);
      await mkdir(join(target, 'images'), { recursive: true });
      await Promise.all([
        ...['cmaps', 'standard_fonts', 'wasm', 'iccs'].map((dir) => cp(join(pkg, dir), join(target, dir), { recursive: true })),
        workerSource().then((code) => writeFile(join(target, 'pdf.worker.min.mjs'), code)),
        cp(join(pkg, 'LICENSE'), join(target, 'LICENSE')),
      ]);
      const icons = (await readdir(join(pkg, 'web', 'images'))).filter(
        (f) => f.startsWith('annotation-') || f === 'checkmark.svg',
      );
      await Promise.all(icons.map((f) => cp(join(pkg, 'web', 'images', f), join(target, 'images', f))));
    },
  };
}
