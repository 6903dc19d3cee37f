// Runs before `npm pack` / `npm publish` (prepack): the package is the existing build, never a
// rebuild. Without one it stops, saying so; a build older than the sources is packed with a warning.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BUILT = ['dist/edu-widgets.js', 'types/edu-widgets.d.ts', 'custom-elements.json'];

const missing = BUILT.filter((file) => !existsSync(join(root, file)));
if (missing.length) {
  console.error(`Nothing to pack: ${missing.join(', ')} missing. Run "npm run build", then "npm pack".`);
  process.exit(1);
}

/** The newest modification time of the files under `dir`, tests left out. */
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
    .reduce((t, e) => Math.max(t, statSync(join(e.parentPath, e.name)).mtimeMs), 0);

if (newest(join(root, 'src')) > statSync(join(root, BUILT[0])).mtimeMs) {
  console.warn('Warning: src/ has changed since dist/ was built; run "npm run build" to pack the current sources.');
}
