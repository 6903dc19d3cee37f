import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';

export interface BenchServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The reference server (`server/main.ts`) on 127.0.0.1 and a free port, on `dataDir`. */
export async function startServer(dataDir: string, distDir: string): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DIST_DIR: distDir, PORT: '0', HOST: '127.0.0.1' };
  delete env.DATABASE_URL; // the embedded database is what a default install runs
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const onData = (d: Buffer) => (out += d);
  child.stdout!.on('data', onData);
  const url = await new Promise<string>((resolve, reject) => {
    const t = setInterval(() => {
      const m = /serving at (http:\/\/\S+?)\/?\s/.exec(out);
      if (m) { clearInterval(t); resolve(m[1]!); }
      if (child.exitCode !== null) { clearInterval(t); reject(new Error(`server exited: ${out}`)); }
    }, 50);
  });
  // The per-request log keeps flowing: drain it without keeping it.
  child.stdout!.off('data', onData);
  child.stdout!.resume();
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Resident memory of a process, MiB. */
export async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
