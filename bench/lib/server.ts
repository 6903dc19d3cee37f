import { readdir, readFile } from 'node:fs/promises';
import { startServer as startProcess } from '../../tests/support/server-process.ts';

export interface BenchServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The reference server (`server/main.ts`) on 127.0.0.1 and a free port, on `dataDir`, with the embedded database. */
export async function startServer(dataDir: string, distDir: string): Promise<BenchServer> {
  // The embedded database is what a default install runs.
  const p = await startProcess({ DATA_DIR: dataDir, DIST_DIR: distDir, DATABASE_URL: undefined, SEED_DEMO: undefined });
  return { url: p.base, pid: p.pid, stop: p.stop };
}

export interface ProcessUse {
  rssMb: number;
  fds: number;
}

/** Resident memory (MiB) and open descriptors of a process (Linux /proc). */
export async function processUse(pid: number): Promise<ProcessUse> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { rssMb: rssKb / 1024, fds: (await readdir(`/proc/${pid}/fd`)).length };
}

/** Resident memory of a process, MiB. */
export const rssMiB = async (pid: number): Promise<number> => (await processUse(pid)).rssMb;

/** Children of a process (Linux /proc: every thread's children). */
async function childPids(pid: number): Promise<number[]> {
  const threads = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const lists = await Promise.all(threads.map((t) => readFile(`/proc/${pid}/task/${t}/children`, 'utf8').catch(() => '')));
  return lists.flatMap((l) => l.trim().split(/\s+/).filter(Boolean).map(Number));
}

/** Resident memory of a process and all its descendants (its pdf.js workers), MiB; a process gone meanwhile counts 0. */
export async function treeRssMiB(pid: number): Promise<number> {
  const own = await rssMiB(pid).catch(() => 0);
  const children = await childPids(pid);
  const theirs = await Promise.all(children.map((c) => treeRssMiB(c)));
  return own + theirs.reduce((a, b) => a + b, 0);
}
