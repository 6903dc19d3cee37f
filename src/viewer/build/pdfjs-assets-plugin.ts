import { cp, mkdir, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Ships pdf.js's runtime files from our own build (no CDN): the worker, standard fonts,
 * cMaps, wasm decoders, ICC profiles and the annotation icons, copied to `<outDir>/pdfjs/`.
 * The viewer finds them there by default, or under `pdf-assets-base` when a host serves
 * them elsewhere (src/viewer/pdf/pdf-assets.ts).
 */
export function pdfjsAssets(folder = 'pdfjs'): Plugin {
  const pkg = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return {
    name: 'edu-pdfjs-assets',
    apply: 'build',
    async writeBundle(output) {
      if (!output.dir) return;
      const target = join(output.dir, folder);
      await mkdir(join(target, 'images'), { recursive: true });
      await Promise.all([
        ...['cmaps', 'standard_fonts', 'wasm', 'iccs'].map((dir) => cp(join(pkg, dir), join(target, dir), { recursive: true })),
        cp(join(pkg, 'build', 'pdf.worker.min.mjs'), join(target, 'pdf.worker.min.mjs')),
      ]);
      const icons = (await readdir(join(pkg, 'web', 'images'))).filter((f) => f.startsWith('annotation-') || f === 'checkmark.svg');
      await Promise.all(icons.map((f) => cp(join(pkg, 'web', 'images', f), join(target, 'images', f))));
    },
  };
}
