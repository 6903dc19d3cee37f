import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze } from '../cem/analyze.mjs';
import { detailKeys, README, renderReadme } from '../gen-readme-elements.ts';
import { elementsOf, type Manifest } from '../manifest-model.ts';

// custom-elements.json is written from the elements' JSDoc by `npm run gen:manifest` (part of the
// build), which also writes the package's types from it; `npm run manifest` also writes the
// README's element tables. These tests read what the analyzer writes today, and fail when it or
// the README no longer says what the code does.

const root = fileURLToPath(new URL('../..', import.meta.url));
const SRC = path.join(root, 'src');
const manifest = (await analyze()) as Manifest;
const elements = elementsOf(manifest);

describe('custom-elements.json', () => {
  it('describes every element the bundle registers', () => {
    const registered = [
      ...fs.readFileSync(path.join(SRC, 'index.ts'), 'utf8').matchAll(/import '\.\/elements\/(edu-[a-z-]+)\.ts'/g),
    ].map((m) => m[1]);
    expect(elements.map((el) => el.tagName).sort()).toEqual(registered.sort());
  });

  it('lists every edu-* event on an element that dispatches it', () => {
    const events = fs.readFileSync(path.join(SRC, 'lib/events.ts'), 'utf8');
    const body = /interface EduEventDetails \{([\s\S]*?)\n\}/.exec(events)?.[1] ?? '';
    const declared = [...body.matchAll(/^ {2}'(edu-[a-z-]+)':/gm)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(10);
    const documented = new Set(elements.flatMap((el) => (el.events ?? []).map((e) => e.name)));
    expect(
      declared.filter((name) => !documented.has(name!)),
      'add an @event line to the elements that dispatch these',
    ).toEqual([]);
  });

  it('describes every attribute, property, event, part and theme property', () => {
    for (const el of elements) {
      const undescribed = [
        ...(el.attributes ?? []),
        ...(el.members ?? []),
        ...(el.events ?? []),
        ...(el.cssParts ?? []),
        ...(el.cssProperties ?? []),
      ].filter((item) => !item.description?.trim());
      expect(undescribed.map((item) => `<${el.tagName}> ${item.name}`)).toEqual([]);
    }
  });
});

describe('custom properties', () => {
  /** The --edu-* names in `text` (a family's prefix such as `--edu-leading-*` left out); --_edu-* are private. */
  const named = (text: string, pattern: RegExp): string[] =>
    [...new Set([...text.matchAll(pattern)].map((m) => m[1]!))].filter((name) => !name.endsWith('-'));
  const listed = (tag: string): string[] => (elements.find((el) => el.tagName === tag)?.cssProperties ?? []).map((p) => p.name);
  const everyElement = elements.flatMap((el) => (el.cssProperties ?? []).map((p) => p.name));

  it('every --edu-* property the styles read is in the manifest', () => {
    const read = sourceFiles(SRC)
      .concat(cssFiles(SRC))
      .flatMap((file) => named(fs.readFileSync(file, 'utf8'), /var\(\s*(--edu-[\w-]+)/g));
    expect(read.length).toBeGreaterThan(40);
    expect([...new Set(read)].filter((name) => !everyElement.includes(name))).toEqual([]);
  });

  it('every --edu-* property the README names is in the manifest', () => {
    const readme = named(fs.readFileSync(README, 'utf8'), /(--edu-[\w-]*)/g);
    expect(readme).toContain('--edu-toast-top');
    expect(readme.filter((name) => !everyElement.includes(name))).toEqual([]);
  });

  it("the theme's tokens are on every element, an element's own only on it", () => {
    for (const el of elements) expect(listed(el.tagName)).toContain('--edu-primary');
    expect(listed('edu-auth')).toContain('--edu-auth-panel-from');
    expect(listed('edu-home')).not.toContain('--edu-auth-panel-from');
  });
});

describe("the README's element tables", () => {
  it('are what npm run manifest writes from the manifest', () => {
    const readme = fs.readFileSync(README, 'utf8');
    expect(renderReadme(readme, manifest), "README.md's element tables are stale: run npm run manifest").toBe(readme);
  });

  it("show each event's detail fields", () => {
    expect(detailKeys("CustomEvent<{ action: 'a' | 'b'; subject?: string; }>")).toEqual(['action', 'subject?']);
    expect(detailKeys('CustomEvent<{ course: { id: number; title: string }; }>')).toEqual(['course']);
    expect(detailKeys('CustomEvent<{ [key: string]: never }>')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Parts: every `part="..."` the code renders, found by reading the source.

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const cssFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });

/**
 * The part names a file writes literally: `part="a b"`, `part={'a'}`, ``part={`a a-${kind}`}``,
 * and a component's default for its `part` prop (`{ part = 'dialog' }`).
 */
function partsIn(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const pattern = /\bpart=(?:"([^"]*)"|\{'([^']*)'\}|\{"([^"]*)"\}|\{`([^`]*)`\})|\bpart\s*=\s*'([^']*)'/g;
  const values = [...text.matchAll(pattern)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '');
  // A nested element's parts passed on under new names (`exportparts` lists "inner: outer").
  const exported = [...text.matchAll(/EXPORTPARTS\s*=\s*'([^']*)'/g)].flatMap((m) =>
    m[1]!.split(',').map((pair) => pair.split(':')[1]!.trim()),
  );
  return [...values.flatMap((v) => v.split(/\s+/).filter(Boolean)), ...exported];
}

/** A literal part, or a template's fixed start (`toast-${kind}` -> `toast-*`), against documented names. */
const documents = (names: string[], part: string): boolean => {
  const template = part.indexOf('${');
  return template < 0 ? names.includes(part) : names.some((n) => n.startsWith(part.slice(0, template)) && n.length > template);
};

/** The modules a module imports, statically or with import(), inside src/. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.[^']+)'/g)].map((m) => m[1]!);
  return specifiers
    .map((s) => path.resolve(path.dirname(file), s.replace(/\?.*$/, '')))
    .filter((p) => /\.tsx?$/.test(p) && fs.existsSync(p));
}

function reachableFrom(file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string): void => {
    if (seen.has(f)) return;
    seen.add(f);
    importsOf(f).forEach(visit);
  };
  visit(file);
  return seen;
}

describe('parts', () => {
  it('every part the code renders is in the manifest', () => {
    const documented = [...new Set(elements.flatMap((el) => (el.cssParts ?? []).map((p) => p.name)))];
    const rendered = sourceFiles(SRC).flatMap((file) => partsIn(file).map((part) => ({ part, file: path.relative(root, file) })));
    expect(rendered.length).toBeGreaterThan(20);
    expect(rendered.filter(({ part }) => !documents(documented, part))).toEqual([]);
  });

  it("each element's @csspart lines name exactly the parts its code renders", () => {
    const mismatches = elements.flatMap((el) => {
      const files = [...reachableFrom(path.join(SRC, 'elements', `${el.tagName}.ts`))];
      const rendered = [...new Set(files.flatMap(partsIn))];
      const documented = (el.cssParts ?? []).map((p) => p.name);
      const undocumented = rendered.filter((part) => !documents(documented, part));
      const notRendered = documented.filter((name) => !rendered.some((part) => documents([name], part)));
      return [
        ...undocumented.map((part) => `<${el.tagName}> renders ${part}: add a @csspart line`),
        ...notRendered.map((part) => `<${el.tagName}> no longer renders ${part}: remove its @csspart line`),
      ];
    });
    expect(mismatches).toEqual([]);
  });
});

describe('elements inside elements', () => {
  it("each element's @contains lines name exactly the elements its code renders inside it", () => {
    const mismatches = elements.flatMap((el) => {
      const files = [...reachableFrom(path.join(SRC, 'elements', `${el.tagName}.ts`))];
      const rendered = new Set(
        files.flatMap((file) =>
          [...fs.readFileSync(file, 'utf8').matchAll(/createElement\(\s*'(edu-[a-z-]+)'/g)].map((m) => m[1]!),
        ),
      );
      const documented = new Set((el.contains ?? []).map((c) => c.tagName));
      return [
        ...[...rendered]
          .filter((tag) => !documented.has(tag))
          .map((tag) => `<${el.tagName}> renders <${tag}>: add a @contains line`),
        ...[...documented]
          .filter((tag) => !rendered.has(tag))
          .map((tag) => `<${el.tagName}> no longer renders <${tag}>: remove its @contains line`),
      ];
    });
    expect(mismatches).toEqual([]);
  });
});
