import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Test files, and the helpers only they import.
const TEST_FILES = ['**/*.test.{ts,tsx}', 'src/test-support/**'];
const FEATURES = ['auth', 'home', 'learner', 'parents', 'site-shell', 'teacher'];

/**
 * Import direction: elements -> features -> viewer -> lib -> stores -> contract; features never
 * import one another nor elements; src never imports the server, build scripts or test tooling;
 * the server imports only the shared contract from src. Tests may also import src/test-support
 * and the elements they mount; src/test-support is for tests only.
 */
function layerZones({ tests }) {
  const below = (...layers) => [...layers.map((layer) => `./${layer}`), ...(tests ? ['./test-support', './elements'] : [])];
  const zones = [
    { target: './src/contract', from: './src', except: below('contract'), message: 'src/contract imports only src/contract.' },
    {
      target: './src/stores',
      from: './src',
      except: below('stores', 'contract'),
      message: 'src/stores imports only stores and contract.',
    },
    {
      target: './src/lib',
      from: './src',
      except: below('lib', 'stores', 'contract'),
      message: 'src/lib imports only lib, stores and contract.',
    },
    {
      target: './src/viewer',
      from: './src',
      except: below('viewer', 'lib', 'stores', 'contract'),
      message: 'src/viewer imports only viewer, lib, stores and contract.',
    },
    ...FEATURES.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'A feature never imports another feature.',
    })),
    ...(tests ? [] : [{ target: './src/features', from: './src/elements', message: 'Features never import elements.' }]),
    ...(tests ? [] : [{ target: './src', from: './src/test-support', message: 'src/test-support is for tests only.' }]),
    {
      target: './src',
      from: ['./server', './scripts', './tests', './bench', './demo'],
      message: 'src imports nothing from server, scripts, tests, bench or demo.',
    },
    { target: './server', from: './src', except: ['./contract'], message: 'The server imports only src/contract from src.' },
  ];
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      '.tmp-debug/',
      'tests/apps/*/node_modules/',
      'tests/apps/*/dist/',
      'tests/apps/*/.next/',
      'tests/apps/*/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.wtr.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.mocha } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Imports name their files with `.ts`/`.tsx`; `?inline`/`?url` asset queries resolve to the file.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones({ tests: false }) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: TEST_FILES.map((glob) => (glob.startsWith('src/') ? glob : [`src/${glob}`, `server/${glob}`])).flat(),
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones({ tests: true }) }],
    },
  },
);
