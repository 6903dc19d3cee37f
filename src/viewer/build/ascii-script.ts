import { transform } from 'esbuild';

/**
 * The same script with every non-ASCII character escaped (`\uXXXX` in strings, template
 * literals and names), by esbuild, which parses the code so only those places change. esbuild
 * leaves regular expression literals as written: a script with non-ASCII in one comes back
 * unchanged, never half converted. pdf.js's worker is 1.2 MB with about 200 non-ASCII characters (glyph names, ligatures):
 * those make Chromium decode it to a two-byte string and V8 scan two bytes per character, which
 * cost its worker ~20 ms more CPU at every start (Chrome traces: decode 10 -> 2 ms, compile about
 * 40 -> 30 ms). The leading license comment is kept as it is.
 */
export async function asciiScript(code: string): Promise<string> {
  const license = /^\s*\/\*[\s\S]*?\*\/\s*/.exec(code)?.[0] ?? '';
  const { code: ascii } = await transform(code.slice(license.length), {
    charset: 'ascii',
    minify: true,
    target: 'esnext',
    format: 'esm',
    legalComments: 'none',
  });
  return /^\p{ASCII}*$/u.test(ascii) ? license + ascii : code;
}
