import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const distDir = fileURLToPath(new URL('../dist/', import.meta.url));

const app = await buildApp({ distDir, logger: true });
try {
  await app.listen({ port, host });
  console.log(`Edu portal serving at http://${host}:${port}/`);
} catch (err) {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') console.error(`Port ${port} is already in use: set PORT to a free port.`);
  else console.error(`Could not start the server: ${(err as Error).message}`);
  process.exit(1);
}
