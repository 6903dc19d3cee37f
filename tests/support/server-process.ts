import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The tail of a process's output kept for error messages (its request log never stops growing). */
const OUTPUT_KEEP = 64 * 1024;

export interface ServerProcess {
  base: string;
  pid: number;
  /** Everything the process printed (start-up warnings included). */
  output(): string;
  /** kill -9: no handler runs, nothing is flushed. */
  crash(): Promise<void>;
  /** SIGTERM and wait for the exit (SIGKILL after 10 s: connections a test left open must not hang it). */
  stop(): Promise<void>;
}

/** The server's environment on top of this process's; a variable set to undefined is removed. */
export interface ServerEnv {
  DATA_DIR: string;
  DATABASE_URL?: string;
  DATABASE_SCHEMA?: string;
  [name: string]: string | undefined;
}

/**
 * Starts the real server (`node --import tsx server/main.ts`, as `npm start` does) on a free
 * port of 127.0.0.1 and resolves once it serves. Demo accounts are seeded on PostgreSQL too.
 */
export async function startServer(env: ServerEnv): Promise<ServerProcess> {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: '1',
    DIST_DIR: `${env.DATA_DIR}/no-dist`,
    ...env,
  };
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-OUTPUT_KEEP);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${output}`)), 90_000);
    const onData = () => {
      const m = /serving at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before serving:\n${output}`));
    });
  });
  return {
    base,
    pid: child.pid!,
    output: () => output,
    crash: () => killAndWait(child, 'SIGKILL'),
    stop: () => killAndWait(child, 'SIGTERM'),
  };
}

async function killAndWait(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
}
