import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL cluster of one test's own, which the test may stop, start, freeze and thaw. */
export interface OwnPostgres {
  url: string;
  /** `pg_ctl stop -m fast`: connections are terminated ("administrator command"), the port refuses. */
  stop(): void;
  start(): void;
  /** SIGSTOP to every process of the cluster: connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
  /** Stops the cluster and removes its folder. */
  close(): void;
}

const pgBin = (): string => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('PostgreSQL is not installed (npm run test:setup installs it)');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
};

/** A port of 127.0.0.1 nothing listens on now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** initdb + start on 127.0.0.1 at a free port (as the postgres account when run as root). */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = pgBin();
  const root = process.getuid?.() === 0;
  const work = mkdtempSync(join(tmpdir(), 'edu-own-pg-'));
  chmodSync(work, 0o755);
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(work, uid, gid);
  }
  const run = (cmd: string, args: string[]) =>
    execFileSync(root ? 'runuser' : cmd, root ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: 'pipe' });
  const data = join(work, 'data');
  const port = await freePort();
  run(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const start = () =>
    run(`${bin}/pg_ctl`, [
      '-D',
      data,
      '-l',
      join(work, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${work} -c max_connections=200`,
      'start',
    ]);
  start();
  run(`${bin}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'edu_faults']);
  const stop = (mode: string) => run(`${bin}/pg_ctl`, ['-D', data, '-m', mode, '-w', 'stop']);
  /** The postmaster and its children (backends, checkpointer, walwriter...). */
  const processes = (): number[] => {
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = execFileSync('pgrep', ['-P', String(postmaster)])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  };
  const signal = (sig: NodeJS.Signals) => {
    for (const pid of processes()) process.kill(pid, sig);
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/edu_faults`,
    stop: () => stop('fast'),
    start,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    close() {
      try {
        signal('SIGCONT');
        stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
