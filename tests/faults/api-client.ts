import { DEMO_ACCOUNTS, type DemoAccount } from '../e2e/demo-accounts.ts';
import { getJson, type HeaderMap } from '../../server/test-support/harness.ts';
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
  const res = await getJson(`${base}/api/getStudyMaterials/1`, headers);
  if (res.status !== 200) throw new Error(`list: ${res.status} ${res.text}`);
  return new Map((res.body.materials as Listed[]).map((m) => [m.name, m]));
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
