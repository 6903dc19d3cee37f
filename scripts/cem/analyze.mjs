// The manifest as `npm run manifest` writes it, computed in this process without writing it.
import { fileURLToPath } from 'node:url';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function analyze() {
  return cli({ argv: ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'], cwd: root, noWrite: true });
}
