// Writes the README's element tables from custom-elements.json, between marker comments:
// the elements with their attributes, properties and events, then their `::part()`s.
// `node --import tsx scripts/gen-readme-elements.ts` writes README.md; `--check` exits 1 when
// the README differs from what this would write.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { elementsOf, type Manifest, type ManifestElement, type ManifestEvent } from './manifest-model.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const README = path.join(root, 'README.md');

export const BLOCKS = ['elements', 'parts'] as const;
type Block = (typeof BLOCKS)[number];

const start = (block: Block): string => `<!-- ${block}:start (generated from custom-elements.json by npm run manifest) -->`;
const end = (block: Block): string => `<!-- ${block}:end -->`;

/** The README with each block between its markers replaced by what the manifest says. */
export function renderReadme(readme: string, manifest: Manifest): string {
  const content: Record<Block, string> = { elements: elementsBlock(manifest), parts: partsBlock(manifest) };
  let out = readme;
  for (const block of BLOCKS) {
    const from = out.indexOf(start(block));
    const to = out.indexOf(end(block));
    if (from < 0 || to < from) throw new Error(`README.md needs the markers\n${start(block)}\n${end(block)}`);
    out = `${out.slice(0, from)}${start(block)}\n${content[block]}\n${out.slice(to)}`;
  }
  return out;
}

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
const code = (s: string): string => `\`${s}\``;

/** What every element has, named once below the table rather than in each row. */
function common<T extends { name: string }>(manifest: Manifest, pick: (el: ManifestElement) => T[] | undefined): T[] {
  const elements = elementsOf(manifest);
  const first = pick(elements[0]!) ?? [];
  return first.filter((item) => elements.every((el) => (pick(el) ?? []).some((other) => other.name === item.name)));
}

function elementsBlock(manifest: Manifest): string {
  const commonAttributes = common(manifest, (el) => el.attributes);
  const isCommon = new Set(commonAttributes.map((a) => a.name));
  const rows = elementsOf(manifest).map((el) => {
    const attributes = (el.attributes ?? [])
      .filter((a) => !isCommon.has(a.name))
      .map((a) => `${code(a.name)}${typeNote(a.type?.text, a.default)}: ${a.description ?? ''}`);
    const properties = (el.members ?? [])
      .filter((m) => m.kind === 'field' && !m.attribute)
      .map((m) => `property ${code(m.name)}${typeNote(m.type?.text)}: ${m.description ?? ''}`);
    const own = (el.events ?? []).filter((e) => !e.fromElement).map(eventNote);
    const inside = (el.contains ?? []).map(
      (c) => `${code(`<${c.tagName}>`)}${c.description ? ` (${lowerFirst(c.description).replace(/\.$/, '')})` : ''}`,
    );
    const theirs = inside.length ? `${own.length ? 'and t' : 'T'}hose of the elements inside it: ${inside.join(', ')}` : '';
    const events = [own.join(', '), theirs].filter(Boolean).join('; ');
    return `| ${code(`<${el.tagName}>`)}<br>${cell(el.summary ?? '')} | ${cell([...attributes, ...properties].join('<br>'))} | ${cell(events)} |`;
  });
  const everyElement = commonAttributes.map(
    (a) => `- ${code(a.name)}${typeNote(a.type?.text, a.default)}: ${a.description ?? ''}`,
  );
  return [
    '| Element | Attributes (properties) | Events |',
    '|---|---|---|',
    ...rows,
    '',
    'Every element also takes:',
    '',
    ...everyElement,
  ].join('\n');
}

function partsBlock(manifest: Manifest): string {
  const commonParts = common(manifest, (el) => el.cssParts);
  const isCommon = new Set(commonParts.map((p) => p.name));
  const rows = elementsOf(manifest).map((el) => {
    const parts = (el.cssParts ?? []).filter((p) => !isCommon.has(p.name)).map((p) => `${code(p.name)}: ${p.description ?? ''}`);
    return `| ${code(`<${el.tagName}>`)} | ${cell(parts.join('<br>'))} |`;
  });
  return [
    '| Element | Parts for `::part()` |',
    '|---|---|',
    ...rows,
    '',
    `Every element also has ${listing(commonParts.map((p) => `${code(p.name)} (${lowerFirst(p.description ?? '').replace(/\.$/, '')})`))}.`,
  ].join('\n');
}

function typeNote(type: string | undefined, fallback?: string): string {
  const notes = [type && type !== 'string' ? code(type) : '', fallback !== undefined ? `default ${code(fallback)}` : ''].filter(
    Boolean,
  );
  return notes.length ? ` (${notes.join(', ')})` : '';
}

function eventNote(event: ManifestEvent): string {
  const keys = detailKeys(event.type?.text ?? '');
  const cancelable = /^\(cancelable\)/.test(event.description ?? '');
  return `${code(event.name)}${keys.length ? ` {${keys.join(', ')}}` : ''}${cancelable ? ' (cancelable)' : ''}`;
}

/** The top-level keys of `CustomEvent<{ a: ...; b?: ... }>`: ['a', 'b?']. */
export function detailKeys(type: string): string[] {
  const body = /^CustomEvent<\{([\s\S]*)\}>$/.exec(type.trim())?.[1] ?? '';
  const keys: string[] = [];
  let depth = 0;
  let member = '';
  let previous = '';
  for (const ch of `${body};`) {
    if ('{[(<'.includes(ch)) depth += 1;
    if ('}])'.includes(ch) || (ch === '>' && previous !== '=')) depth -= 1;
    previous = ch;
    if ((ch === ';' || ch === ',') && depth === 0) {
      const key = /^\s*['"]?([\w-]+)['"]?(\?)?\s*:/.exec(member);
      if (key) keys.push(key[1]! + (key[2] ?? ''));
      member = '';
    } else {
      member += ch;
    }
  }
  return keys;
}

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

function listing(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'custom-elements.json'), 'utf8')) as Manifest;
  const current = fs.readFileSync(README, 'utf8');
  const next = renderReadme(current, manifest);
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error("README.md's element tables differ from custom-elements.json: run npm run manifest");
      process.exit(1);
    }
  } else if (next !== current) {
    fs.writeFileSync(README, next);
    console.log('wrote README.md element tables');
  }
}
