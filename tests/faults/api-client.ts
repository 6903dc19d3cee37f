import { DEMO_ACCOUNTS, type DemoAccount } from '../e2e/demo-accounts.ts';
import { getJson, sendJson, type HeaderMap } from '../../server/test-support/harness.ts';
import { signIn } from '../../bench/lib/session.ts';
import { tinyPdf } from '../../server/test-support/pdf-files.ts';

export { getJson, sendJson, upload, uploadForm, type HeaderMap } from '../../server/test-support/harness.ts';

/** `{cookie}` of a new session of a seeded demo account. */
export async function signInDemo(base: string, who: DemoAccount): Promise<HeaderMap> {
  return { cookie: (await signIn(base, DEMO_ACCOUNTS[who].email)).cookie };
}

export interface Listed {
  name: string;
  size: number;
  url: string;
}

/** The demo teacher's materials, by name "category/course/title". */
export async function teacherMaterials(base: string, headers: HeaderMap): Promise<Map<string, Listed>> {
  const all = new Map<string, Listed>();
  for (let cursor: string | null = null, i = 0; i === 0 || cursor !== null; i++) {
    const res = await getJson(`${base}/api/getStudyMaterials/1?limit=100${cursor ? `&cursor=${cursor}` : ''}`, headers);
    if (res.status !== 200) throw new Error(`list: ${res.status} ${res.text}`);
    for (const m of res.body.materials as Listed[]) all.set(m.name, m);
    cursor = res.body.nextCursor as string | null;
  }
  return all;
}

/** The bytes of a listed material. */
export async function download(base: string, m: Listed, headers: HeaderMap = {}): Promise<Buffer> {
  const res = await fetch(new URL(m.url, base), { headers });
  if (res.status !== 200) throw new Error(`download ${m.name}: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** A real PDF of `size` bytes whose text is `label` (so every file's bytes differ). */
export const pdfBytes = (label: string, size: number): Buffer => Buffer.from(tinyPdf(label, size));

/** Waits `ms`. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A student of a class's roster, as the directory lists them. */
export interface RosterStudent {
  student_id: string;
  name: string;
}

/** Saves Class B's attendance of `date` as teacher 1, from version 0; each student's mark from `status`. */
export const saveClassBDay = (
  base: string,
  cookie: HeaderMap,
  roster: readonly RosterStudent[],
  date: string,
  status: (i: number) => 'present' | 'absent' = () => 'present',
) =>
  sendJson(
    `${base}/api/attendance`,
    'POST',
    {
      date,
      class: 'Class B',
      teacherId: '1',
      version: 0,
      records: roster.map((x, i) => ({ studentId: x.student_id, name: x.name, status: status(i) })),
    },
    cookie,
  );
