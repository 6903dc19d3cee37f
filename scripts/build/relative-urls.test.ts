import { describe, expect, it } from 'vitest';
import { OWN_CHUNK_GATE, relativeTo } from './relative-urls-plugin.ts';
import { svgViews } from './svg-views.mjs';

/** The preload helper's gate alone: what is left of `deps` for a caller at `importerUrl`. */
const gate = new Function('deps', 'importerUrl', `${OWN_CHUNK_GATE}\nreturn deps;`) as (
  deps: string[] | undefined,
  importerUrl: string,
) => string[] | undefined;

describe('the preload gate', () => {
  const deps = ['./runtime-Abc.js', './viewer-Def.js', './modal-Ghi.js'];

  it('preloads from the chunk the build named, on any http(s) server and folder', () => {
    expect(gate(deps, 'https://portal.example/assets/runtime-Abc.js')).toEqual(['./viewer-Def.js', './modal-Ghi.js']);
    expect(gate(deps, 'http://127.0.0.1:8400/node_modules/edu-portal-widgets/dist/assets/runtime-Abc.js?v=3')).toEqual([
      './viewer-Def.js',
      './modal-Ghi.js',
    ]);
  });

  it('preloads nothing from a chunk a host bundler renamed, nor from a file: URL (webpack, Turbopack)', () => {
    expect(gate(deps, 'https://school.example/_app/immutable/chunks/edu-widgets-9x8y.js')).toEqual([]);
    expect(gate(deps, 'file:///srv/app/node_modules/edu-portal-widgets/dist/assets/runtime-Abc.js')).toEqual([]);
    expect(gate(deps, 'not a url')).toEqual([]);
  });

  it('leaves an empty list as it is', () => {
    expect(gate([], 'https://portal.example/assets/runtime-Abc.js')).toEqual([]);
    expect(gate(undefined, 'https://portal.example/assets/runtime-Abc.js')).toBeUndefined();
  });
});

describe('relativeTo', () => {
  it('starts with ./ or ../, so bundlers read it as a file beside the module, not a package', () => {
    expect(relativeTo('assets/runtime-Abc.js', 'assets/Adobe-Japan1-0-X.bcmap')).toBe('./Adobe-Japan1-0-X.bcmap');
    expect(relativeTo('edu-widgets.js', 'assets/runtime-Abc.js')).toBe('./assets/runtime-Abc.js');
    expect(relativeTo('assets/runtime-Abc.js', 'edu-widgets.js')).toBe('../edu-widgets.js');
  });
});

describe('svgViews', () => {
  const icon = (w: number, h: number, body: string) =>
    `<?xml version="1.0"?>\n<svg\n   xmlns="http://www.w3.org/2000/svg"\n   width="${w}"\n   height="${h}"\n   viewBox="0 0 16 16">${body}</svg>\n`;

  it('frames each icon in a view named after its file, one below the other', () => {
    const sprite = svgViews([
      { name: 'annotation-note.svg', svg: icon(40, 40, '<rect width="4" height="4"/>') },
      { name: 'annotation-key.svg', svg: icon(20, 30, '<circle r="2"/>') },
    ]);
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="72" viewBox="0 0 40 72">' +
        '<view id="annotation-note.svg" viewBox="0 0 40 40"/><svg y="0" width="40" height="40" viewBox="0 0 16 16"><rect width="4" height="4"/></svg>' +
        '<view id="annotation-key.svg" viewBox="0 41 20 30"/><svg y="41" width="20" height="30" viewBox="0 0 16 16"><circle r="2"/></svg>' +
        '</svg>\n',
    );
  });

  it('refuses an icon without a size or a viewBox, and a name that is not a plain file name', () => {
    expect(() => svgViews([{ name: 'a.svg', svg: '<svg width="4" height="4"></svg>' }])).toThrow(/a\.svg/);
    expect(() => svgViews([{ name: 'a"b.svg', svg: icon(4, 4, '') }])).toThrow(/Not an icon file name/);
  });
});
