import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { signInAs } from './test-support/harness.ts';
import { TEST_ACCOUNTS } from './test-support/accounts.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Starts `npm start`'s command and resolves with its URL once it prints the start message. */
async function start(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /Edu portal serving at (http:\/\/\S+)\//.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(m[1]!);
      }
      if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(out));
      }
    }, 100);
  });
  return { child, url, output: () => out };
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('the server process', () => {
  it('keeps acknowledged writes across kill -9, and says clearly when the port is taken or the data folder is unusable', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'edu-kill-'));
    dirs.push(dataDir);
    const port = await freePort();
    // SEED_DEMO: the demo accounts on a DATABASE_URL database too (the embedded one always has them).
    const env = { DATA_DIR: dataDir, PORT: String(port), DATABASE_SCHEMA: `k_${randomBytes(5).toString('hex')}`, SEED_DEMO: '1' };
    const first = await start(env);
    const teacher = await signInAs(first.url, TEST_ACCOUNTS.teacher.email);
    const students = (await (await fetch(`${first.url}/api/students`, { headers: teacher })).json()) as {
      data: { student_id: string; classes: string[] }[];
    };
    // Class B is one of teacher 1's classes in the demo.
    const s = students.data.find((x) => x.classes.includes('Class B'))!;
    const saved = await fetch(`${first.url}/api/attendance`, {
      method: 'POST',
      headers: { ...teacher, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        date: '2030-01-07',
        class: 'Class B',
        teacherId: 1,
        records: [{ studentId: s.student_id, name: '', status: 'late' }],
      }),
    });
    expect(saved.status).toBe(200);
    // The request's log line is written just after the response: allow it a moment.
    for (let i = 0; i < 50 && !/POST \/api\/attendance 200/.test(first.output()); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(first.output()).toMatch(/POST \/api\/attendance 200/);

    // Same port while the first still runs: a clear one-line error, no stack trace.
    const clash = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...env, DATA_DIR: join(dataDir, 'second') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let clashOut = '';
    clash.stderr!.on('data', (d) => (clashOut += d));
    const [code] = await once(clash, 'exit');
    expect(code).toBe(1);
    expect(clashOut).toMatch(new RegExp(`Port ${port} is already in use`));
    expect(clashOut).not.toMatch(/\n\s+at /);

    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    const second = await start(env);
    try {
      // The session survives the restart too: it lives in the database.
      const got = (await (
        await fetch(`${second.url}/api/attendance?date=2030-01-07&class=Class%20B`, { headers: teacher })
      ).json()) as { data: { status: string }[] };
      expect(got.data).toEqual([expect.objectContaining({ student_id: s.student_id, status: 'late' })]);
    } finally {
      second.child.kill('SIGTERM');
      await once(second.child, 'exit');
    }

    const notDir = join(dataDir, 'file');
    await mkdir(join(dataDir, 'x'));
    await import('node:fs/promises').then((fs) => fs.writeFile(notDir, 'x'));
    const bad = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATA_DIR: join(notDir, 'data'), PORT: String(await freePort()) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let badOut = '';
    bad.stderr!.on('data', (d) => (badOut += d));
    const [badCode] = await once(bad, 'exit');
    expect(badCode).toBe(1);
    expect(badOut).toMatch(/data folder .* is not writable/);
    expect(badOut).not.toMatch(/\n\s+at /);
  }, 300_000);
});
