import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A regular expression written in the source: where, its pattern and flags. */
export interface SourceRegex {
  /** 'path:line' from the repository root. */
  at: string;
  source: string;
  flags: string;
}

/** A `new RegExp(...)` / `RegExp(...)` call, whose pattern is built at run time. */
export interface BuiltRegex {
  at: string;
  /** The call as written. */
  text: string;
}

const isSourceFile = (name: string): boolean =>
  /\.(ts|tsx|mts)$/.test(name) && !/\.d\.ts$/.test(name) && !/\.test\.tsx?$/.test(name);

function* filesUnder(root: string, dir: string): Generator<string> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test-support') yield* filesUnder(root, path);
    } else if (isSourceFile(entry.name)) yield path;
  }
}

/**
 * Every regular expression literal and every RegExp construction in the shipped code under
 * `dirs` (tests and test doubles left out: no request reaches them), found by the TypeScript
 * parser, so a pattern in a string, comment or template is never mistaken for one.
 */
export function sourceRegexes(root: string, dirs: readonly string[]): { literals: SourceRegex[]; built: BuiltRegex[] } {
  const literals: SourceRegex[] = [];
  const built: BuiltRegex[] = [];
  for (const dir of dirs) {
    for (const path of filesUnder(root, dir)) {
      const file = ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest, true);
      const at = (node: ts.Node): string =>
        `${relative(root, join(root, path))}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
      const visit = (node: ts.Node): void => {
        if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
          const text = node.getText(file);
          const end = text.lastIndexOf('/');
          literals.push({ at: at(node), source: text.slice(1, end), flags: text.slice(end + 1) });
        } else if (
          (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === 'RegExp'
        ) {
          built.push({ at: at(node), text: node.getText(file) });
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
  }
  return { literals, built };
}
