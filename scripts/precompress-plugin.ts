import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

// Text and other compressible files; images and fonts in compressed formats are left alone.
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|wasm|bcmap|pfb|ttf|icc)$/;
// Below this, the Content-Encoding header and a decompression cost more than they save.
const MIN_BYTES = 1024;
// pdf.js's worker (1.2 MB) is read from the browser's cache and decoded at every PDF opened:
// from gzip in 15 ms, from brotli in 26 ms (Chromium, the worker's resource timing). Brotli
// saves 64 KB once per release, so this file is sent as gzip.
const GZIP_ONLY = /[\\/]pdf\.worker[^\\/]*\.mjs$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `name.br` (not for pdf.js's worker, see GZIP_ONLY) and `name.gz` beside every
 * compressible file of the build output (after other plugins copied theirs, e.g. pdf.js's
 * worker), at the highest levels since it happens once per build. The server sends them to clients that accept them (`preCompressed` in
 * server/static-site.ts): JS crosses the network at a quarter of its size without costing the
 * server any CPU per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'edu-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
        jobs.push(
          (async () => {
            const bytes = await readFile(path);
            const [b, g] = await Promise.all([
              GZIP_ONLY.test(path)
                ? null
                : br(bytes, {
                    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
                  }),
              gz(bytes, { level: 9 }),
            ]);
            // A file that does not shrink is served as it is.
            if (b && b.length < bytes.length) await writeFile(`${path}.br`, b);
            if (g.length < bytes.length) await writeFile(`${path}.gz`, g);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
