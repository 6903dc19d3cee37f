import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBED_SECRET } from './tests/e2e/demo-accounts.ts';
import { chromiumLaunchOptions } from './tests/setup/chromium.mjs';

// End-to-end layer: the built demo portal against the real reference server on loopback,
// with a fresh seeded data folder per run, in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'edu-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The school site of tests/e2e/embed.spec.ts, on another origin, which embeds the bundle.
process.env.E2E_SCHOOL_PORT = String(port + 1);
// `next start` for the Next.js host app of tests/e2e/host-pages.spec.ts (the school site proxies it).
process.env.E2E_NEXT_PORT = String(port + 2);
// The visual checks' own server: a fresh seed nothing else changes, so screens match their baselines.
const visualPort = port + 4;
process.env.E2E_VISUAL_URL = `http://127.0.0.1:${visualPort}`;
const visualDataDir = process.env.E2E_VISUAL_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'edu-visual-'));
process.env.E2E_VISUAL_DATA_DIR = visualDataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Baselines are made on purpose (`npm run test:visual:update`); a few pixels of text
    // antialiasing may differ, a moved or restyled part may not.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: [
    {
      command: 'node --import tsx server/main.ts',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CORS_ORIGINS: `http://localhost:${port + 1}`,
        EMBED_SECRET,
        ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx server/main.ts',
      url: `http://127.0.0.1:${visualPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(visualPort),
        HOST: '127.0.0.1',
        DATA_DIR: visualDataDir,
        ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
