// Starts pdf-worker.ts in a worker thread: a new thread has none of its parent's TypeScript
// loader (tsx, or vitest's), so it registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
