import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { asciiScript } from './ascii-script.ts';

const isAscii = (s: string) => [...s].every((c) => c.charCodeAt(0) < 128);
const importText = (code: string) =>
  import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`) as Promise<Record<string, unknown>>;

describe('asciiScript', () => {
  it('escapes non-ASCII characters in strings, template literals and names without changing what the code does', async () => {
    const code = `/** licence ü */
export const word = "ﬁle Ω";
export const tpl = \`ﬀ\${1}\`;
export const hit = new RegExp("[ﬁﬂ]+", "u").test("ﬂﬁ") && /\\u{1F600}/u.test("x😀");
const café = 'é';
export const name = café;
`;
    const out = await asciiScript(code);
    expect(out.startsWith('/** licence ü */')).toBe(true); // the licence comment is left as written
    expect(isAscii(out.slice('/** licence ü */'.length))).toBe(true);
    const mod = await importText(out);
    expect(mod).toMatchObject({ word: 'ﬁle Ω', tpl: 'ﬀ1', hit: true, name: 'é' });
  });

  it('returns a script with non-ASCII in a regular expression literal unchanged', async () => {
    const code = 'export const hit = /[ﬁﬂ]+/u.test("ﬂ");\n';
    expect(await asciiScript(code)).toBe(code);
  });

  it("turns pdf.js's worker into ASCII that still exports its message handler", async () => {
    const file = createRequire(import.meta.url).resolve('pdfjs-dist/build/pdf.worker.min.mjs');
    const code = await readFile(file, 'utf8');
    expect(isAscii(code)).toBe(false);
    const out = await asciiScript(code);
    const license = /^\/\*[\s\S]*?\*\//.exec(out)![0];
    expect(license).toContain('@licstart');
    expect(isAscii(out)).toBe(true);
    expect(out.length).toBeLessThan(code.length * 1.1);
    const mod = await importText(out);
    expect(typeof (mod.WorkerMessageHandler as { initializeFromPort?: unknown }).initializeFromPort).toBe('function');
  });
});
