import { defineConfig } from 'vitest/config';
import { precompileTranslations } from './scripts/build/translations-plugin.mjs';
import { pdfjsFiles } from './scripts/build/pdfjs-files-plugin.mjs';

// Unit layer: pure rules (src), build-time code (scripts), the bench's harness (bench) and the reference server over real HTTP (server).
// Component tests run in Chromium with web-test-runner (*.wtr.test.tsx), e2e with Playwright.
export default defineConfig({
  // Translation files come parsed, as in the build; pdf.js's file list is the dev server's.
  plugins: [precompileTranslations(), pdfjsFiles()],
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.wtr.test.*'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
  },
});
