import { fileURLToPath } from 'node:url';
import { buildApp, StartupError } from './app.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
// DIST_DIR lets several builds be served side by side (tests); default: the repo's dist/.
const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../dist/', import.meta.url));

try {
  const app = await buildApp({ distDir, logger: true });
  try {
    await app.listen({ port, host });
  } catch (err) {
    await app.close();
    throw err;
  }
  const addr = app.server.address();
  const actualPort = typeof addr === 'object' && addr ? addr.port : port;
  console.log(`Edu portal serving at http://${host}:${actualPort}/`);
  if (!process.env.PUBLIC_ORIGIN && !['127.0.0.1', 'localhost', '::1'].includes(host))
    console.warn(
      `PUBLIC_ORIGIN is not set: only pages at http://localhost:${actualPort} may change data. Set it to the address people open, e.g. PUBLIC_ORIGIN=https://portal.school.example.`,
    );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
} catch (err) {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') console.error(`Port ${port} is already in use: set PORT to a free port.`);
  else if (err instanceof StartupError) console.error(err.message);
  else console.error(`Could not start the server: ${(err as Error).message}`);
  process.exit(1);
}
