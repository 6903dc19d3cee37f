import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { TYPE_FILES } from '../gen-types.ts';

// What `npm pack` puts in the package an integrator installs. The build's output (dist/, types/,
// custom-elements.json) is not there before `npm run build` (unit tests run first), so the pack
// runs on a copy of package.json, README and .gitignore (which lists that output) beside stand-ins
// laid out as the build lays them out, and beside folders that must stay out.

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  name: string;
  private?: boolean;
  license?: string;
  exports: Record<string, string | Record<string, string>>;
  types: string;
  customElements: string;
  sideEffects: string[];
  dependencies?: Record<string, string>;
};

const BUILD_OUTPUT = [
  'dist/edu-widgets.js',
  'dist/edu-widgets.js.map',
  'dist/edu-widgets.js.br',
  'dist/edu-widgets.js.gz',
  'dist/assets/runtime-Abc123.js',
  'dist/assets/runtime-Abc123.js.map',
  'dist/assets/auth-Def456.js.gz',
  'dist/assets/pdf.worker.min-Jkl012.mjs',
  'dist/assets/pdf.worker.min-Jkl012.mjs.gz',
  'dist/assets/Adobe-Japan1-0-Mno345.bcmap',
  'dist/assets/Adobe-Japan1-0-Mno345.bcmap.br',
  'dist/assets/FoxitSans-Pqr678.pfb',
  'dist/assets/LiberationSans-Regular-Stu901.ttf',
  'dist/assets/openjpeg-Vwx234.wasm',
  'dist/assets/openjpeg_nowasm_fallback-Yza567.mjs',
  'dist/assets/pdf-annotation-icons-Bcd890.svg',
  'dist/assets/pdf-annotation-icons-Bcd890.svg.gz',
  'dist/assets/index-Ghi789.css',
  'dist/index.html',
  'dist/pdfjs/pdf.worker.min.mjs',
  'dist/pdfjs/cmaps/Adobe-Japan1-0.bcmap',
  'dist/pdfjs/standard_fonts/FoxitSans.pfb',
  'dist/pdfjs/LICENSE',
  'dist/pdfjs/standard_fonts/LICENSE_FOXIT',
];
const GENERATED = ['custom-elements.json', ...TYPE_FILES.map((name) => `types/${name}`)];
const NOT_FOR_INTEGRATORS = [
  'src/index.ts',
  'server/main.ts',
  'tests/e2e/embed.spec.ts',
  'demo/main.ts',
  'scripts/gen-types.ts',
  'bench/run.ts',
];

function packList(): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-pack-'));
  cleanups.push(dir);
  for (const file of ['package.json', 'README.md', 'LICENSE', 'NOTICE.md', '.gitignore'])
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  for (const file of [...BUILD_OUTPUT, ...GENERATED, ...NOT_FOR_INTEGRATORS]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), '// stand-in\n');
  }
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, encoding: 'utf8' });
  const [result] = JSON.parse(out) as { files: { path: string }[] }[];
  return result!.files.map((f) => f.path).sort();
}

const cleanups: string[] = [];
afterAll(() => cleanups.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the npm package', () => {
  it('holds the bundle, its chunks, pdf.js assets and licences, the types and the manifest, and nothing else', () => {
    expect(packList()).toEqual(
      [
        'LICENSE',
        'NOTICE.md',
        'README.md',
        'custom-elements.json',
        'dist/assets/Adobe-Japan1-0-Mno345.bcmap',
        'dist/assets/FoxitSans-Pqr678.pfb',
        'dist/assets/LiberationSans-Regular-Stu901.ttf',
        'dist/assets/openjpeg-Vwx234.wasm',
        'dist/assets/openjpeg_nowasm_fallback-Yza567.mjs',
        'dist/assets/pdf-annotation-icons-Bcd890.svg',
        'dist/assets/pdf.worker.min-Jkl012.mjs',
        'dist/assets/runtime-Abc123.js',
        'dist/assets/runtime-Abc123.js.map',
        'dist/edu-widgets.js',
        'dist/edu-widgets.js.map',
        'dist/pdfjs/LICENSE',
        'dist/pdfjs/cmaps/Adobe-Japan1-0.bcmap',
        'dist/pdfjs/pdf.worker.min.mjs',
        'dist/pdfjs/standard_fonts/FoxitSans.pfb',
        'dist/pdfjs/standard_fonts/LICENSE_FOXIT',
        'package.json',
        'types/edu-widgets.d.ts',
        'types/react.d.ts',
        'types/svelte.d.ts',
        'types/vue.d.ts',
      ].sort(),
    );
  });

  it('can be published under the MIT licence, points at files it holds, and asks for no dependencies', () => {
    expect(pkg.private).toBeUndefined();
    expect(pkg.license).toBe('MIT');
    expect(fs.readFileSync(path.join(root, 'LICENSE'), 'utf8')).toMatch(
      /^MIT License\n\nCopyright \(c\) \d{4} Edu portal widgets contributors\n/,
    );
    expect(pkg.dependencies ?? {}).toEqual({}); // the bundle carries its own React
    expect(pkg.exports['.']).toEqual({ types: './types/edu-widgets.d.ts', default: './dist/edu-widgets.js' });
    expect(pkg.exports['./react']).toEqual({ types: './types/react.d.ts' });
    expect(pkg.exports['./vue']).toEqual({ types: './types/vue.d.ts' });
    expect(pkg.exports['./svelte']).toEqual({ types: './types/svelte.d.ts' });
    expect(pkg.exports['./custom-elements.json']).toBe('./custom-elements.json');
    expect(pkg.types).toBe('./types/edu-widgets.d.ts');
    expect(pkg.customElements).toBe('custom-elements.json');
    // The bundle registers the elements when it is imported: a bundler must not drop it. The
    // field also applies to this repository's own build, whose sources register the elements.
    expect(pkg.sideEffects).toEqual(
      expect.arrayContaining(['./dist/edu-widgets.js', './dist/assets/*.js', './src/**', './demo/**']),
    );
  });
});
