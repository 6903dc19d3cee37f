import { createServer } from 'vite';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumLaunchOptions } from './tests/setup/chromium.mjs';
import { precompileTranslations } from './scripts/build/translations-plugin.mjs';
import { pdfjsFiles } from './scripts/build/pdfjs-files-plugin.mjs';

/**
 * Vite's dev client connects to a websocket the runner does not serve, and throws outside any
 * test. What modules import from it here is its URL helper (for pdf.js's computed import): this
 * is that helper alone, as Vite's client has it.
 */
const DEV_CLIENT = `export function injectQuery(url, query) {
  if (url[0] !== '.' && url[0] !== '/') return url;
  const { search, hash } = new URL(url, 'http://localhost');
  return url.replace(/[?#].*$/, '') + '?' + query + (search ? '&' + search.slice(1) : '') + hash;
}`;

// Component layer: each element mounted in Debian's Chromium, asserted inside its shadow root.
// Source files go through Vite (middleware mode) so `?inline` CSS, TSX and bare imports
// behave exactly as in the build; web-test-runner serves only its own runner files.
const vite = await createServer({
  configFile: false,
  root: process.cwd(),
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  plugins: [
    // Translation files come parsed, as in the build.
    precompileTranslations(),
    // Where pdf.js's files are (node_modules/pdfjs-dist, as on Vite's dev server).
    pdfjsFiles(),
    {
      name: 'runner-socket-external',
      resolveId: (id) => (id === '/__web-dev-server__web-socket.js' ? { id, external: true } : null),
    },
  ],
  optimizeDeps: {
    // Scan the component tests only: the host apps under tests/apps import the packed package,
    // which exists only while the end-to-end suite builds them.
    entries: ['src/**/*.wtr.test.{ts,tsx}'],
    exclude: ['@web/test-runner-commands'],
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'chai',
      '@testing-library/dom',
      'shadow-dom-testing-library',
    ],
  },
});

// test-runner-commands talks to the runner over its websocket: the runner serves it.
const isRunnerFile = (path) =>
  path.startsWith('/__web') || path === '/' || path.endsWith('.html') || path.includes('/@web/test-runner-commands/');
const isSource = (path) =>
  path.startsWith('/@') || path.startsWith('/node_modules/') || /\.(tsx?|css|m?js|json|svg|png)$/.test(path);

const isExpectedLog = (arg) => typeof arg === 'string' && arg.startsWith('[edu api]');

function viteMiddleware(ctx, next) {
  if (ctx.path === '/@vite/client') {
    ctx.type = 'js';
    ctx.body = DEV_CLIENT;
    return;
  }
  if (isRunnerFile(ctx.path) || !isSource(ctx.path)) return next();
  ctx.respond = false;
  return new Promise((resolve, reject) => {
    ctx.res.once('finish', resolve);
    ctx.res.once('close', resolve);
    vite.middlewares(ctx.req, ctx.res, (err) => {
      if (err) return reject(err);
      ctx.respond = true;
      next().then(resolve, reject);
    });
  });
}

export default {
  files: ['src/**/*.wtr.test.{ts,tsx}'],
  concurrency: 2,
  testsFinishTimeout: 1_200_000,
  // A test whose element is the first to ask for a chunk waits while the server transforms it
  // (the dashboard, then the header and footer it nests), which takes seconds on a cold, busy
  // 2-core machine: a test gets 30 s, twice a findBy query's 10 s.
  testFramework: { config: { timeout: 30_000 } },
  // The API layer logs the failures tests provoke on purpose: kept out of the report, so a
  // failing test's error is what the end of the output shows.
  filterBrowserLogs: ({ args }) => !args.some(isExpectedLog),
  middleware: [viteMiddleware],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html><body>
<script type="module" src="/src/test-support/setup.ts"></script>
<script type="module" src="${testFramework}"></script>
</body></html>`,
  plugins: [{ name: 'close-vite', serverStop: () => vite.close() }],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: chromiumLaunchOptions(),
    }),
  ],
};
