import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian installs it in /usr/sbin, which a non-root PATH may leave out. */
const HAPROXY = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

/** The production configuration shipped with the repo. */
export const SHIPPED_CONFIG = fileURLToPath(new URL('../../deploy/haproxy.cfg', import.meta.url));

export interface HaproxyPorts {
  /** Where the shipped `bind :80` listens (it redirects to https). */
  http: number;
  /** Where the shipped `bind :443 ssl` listens. */
  https: number;
  /** One address per shipped `server` line, in order ("127.0.0.1:port"). */
  servers: string[];
  /** The PEM file (certificate and key) the https bind serves. */
  pem: string;
}

/** The section a line opens (`global`, `defaults`, `frontend x`, `backend y`...), or undefined. */
const sectionOf = (line: string): string | undefined => (/^[a-z]/.test(line) ? line.split(/\s+/)[0] : undefined);

/**
 * The shipped configuration for a test on loopback: its global section (chroot, user, daemon,
 * syslog, admin socket) replaced by a foreground one logging to stdout, the listening addresses
 * and the servers' addresses replaced by `ports`; every other line as shipped.
 */
export function renderHaproxyConfig(shipped: string, ports: HaproxyPorts): string {
  const out: string[] = ['global', '    log stdout format raw local0', ''];
  let section: string | undefined;
  let server = 0;
  for (const line of shipped.split('\n')) {
    section = sectionOf(line) ?? section;
    if (section === 'global' || section === undefined) continue;
    const words = line.trim().split(/\s+/);
    if (words[0] === 'bind') {
      if (words[1] === ':80') out.push(`    bind 127.0.0.1:${ports.http}`);
      else if (words[1] === ':443' && words.includes('ssl')) {
        const crt = words.indexOf('crt');
        out.push(
          `    ${['bind', `127.0.0.1:${ports.https}`, ...words.slice(2, crt + 1), ports.pem, ...words.slice(crt + 2)].join(' ')}`,
        );
      } else throw new Error(`unexpected bind line in the shipped config: ${line}`);
    } else if (words[0] === 'server') {
      const address = ports.servers[server++];
      if (!address) throw new Error(`the shipped config has more servers than the test gave: ${line}`);
      out.push(`    ${['server', words[1], address, ...words.slice(3)].join(' ')}`);
    } else out.push(line);
  }
  if (server !== ports.servers.length)
    throw new Error(`the shipped config has ${server} servers, the test gave ${ports.servers.length}`);
  return out.join('\n');
}

/** A self-signed certificate for 127.0.0.1 with its key, in one PEM file as HAProxy reads it. */
export function selfSignedPem(dir: string): string {
  const [key, cert, pem] = ['key.pem', 'cert.pem', 'portal.pem'].map((f) => join(dir, f)) as [string, string, string];
  const args = [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ];
  execFileSync('openssl', args, { stdio: 'pipe' });
  writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
  return pem;
}

export interface HaproxyProcess {
  /** https://127.0.0.1:port */
  base: string;
  /** http://127.0.0.1:port (the plain http bind) */
  plainBase: string;
  /** Lines HAProxy printed, each with when it came (Date.now()). */
  lines(): { at: number; text: string }[];
  /** Resolves with the time of the first line at or after `since` that matches, rejects after `timeoutMs`. */
  waitForLine(pattern: RegExp, since: number, timeoutMs: number): Promise<number>;
  /** The requests HAProxy logged (option httplog) since `since`: the status it answered, and how often it tried again. */
  requests(since: number): LoggedRequest[];
  stop(): Promise<void>;
}

export interface LoggedRequest {
  status: number;
  /** Connection attempts made again (to another instance when redispatched). */
  retries: number;
  redispatched: boolean;
}

/** status, bytes, two cookie fields, termination state, then actconn/feconn/beconn/srv_conn/retries ("+" once redispatched). */
const HTTPLOG = /\s(\d{3}|-1)\s\d+\s\S+\s\S+\s\S{4}\s\d+\/\d+\/\d+\/\d+\/(\+?)(\d+)\s/;

/** Starts Debian's haproxy in the foreground on the shipped configuration rendered for `servers`. */
export async function startHaproxy(o: { http: number; https: number; servers: string[] }): Promise<HaproxyProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'edu-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, renderHaproxyConfig(readFileSync(SHIPPED_CONFIG, 'utf8'), { ...o, pem: selfSignedPem(dir) }));
  execFileSync(HAPROXY, ['-c', '-q', '-f', config], { stdio: 'pipe' });
  const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  const seen: { at: number; text: string }[] = [];
  const waiters = new Set<() => void>();
  const keep = (d: Buffer) => {
    for (const text of d.toString().split('\n').filter(Boolean)) seen.push({ at: Date.now(), text });
    for (const w of waiters) w();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');
  const base = `https://127.0.0.1:${o.https}`;
  const waitForLine = (pattern: RegExp, since: number, timeoutMs: number) =>
    new Promise<number>((resolve, reject) => {
      const check = () => {
        const hit = seen.find((l) => l.at >= since && pattern.test(l.text));
        if (!hit) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(hit.at);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(`haproxy printed nothing matching ${pattern} in ${timeoutMs} ms:\n${seen.map((l) => l.text).join('\n')}`),
        );
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  // Listening once a request through it is answered (by an instance, or by HAProxy itself).
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}:\n${seen.map((l) => l.text).join('\n')}`);
    const answered = await fetch(`${base}/readyz`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error('haproxy did not listen within 20 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    plainBase: `http://127.0.0.1:${o.http}`,
    lines: () => seen,
    requests: (since) =>
      seen.flatMap(({ at, text }) => {
        const m = at >= since ? HTTPLOG.exec(text) : null;
        return m ? [{ status: Number(m[1]), retries: Number(m[3]), redispatched: m[2] === '+' }] : [];
      }),
    waitForLine,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
