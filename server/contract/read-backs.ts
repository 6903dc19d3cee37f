import { expect } from 'vitest';
import type { RouteName } from '../../src/contract/routes.ts';
import { AssignTestRequest, CreateTestRequest, DEFAULT_REVIEW, ReviewTestRequest } from '../../src/contract/tests.ts';
import { DEMO_TEACHER_ID } from '../../src/contract/constants.ts';
import { ClassFields } from '../../src/contract/classes.ts';
import { RosterImportRequest } from '../../src/contract/class-roster.ts';
import { UpdateMaterialRequest } from '../../src/contract/materials.ts';
import type { Harness } from '../test-support/harness.ts';
import { rawRequest, type RawResponse } from './raw-http.ts';
import type { WireRequest } from './route-requests.ts';

/** What the server was sent: parameters and query as text, the body as parsed JSON (or the form's fields). */
export interface Sent {
  params: Record<string, string>;
  query: WireRequest['query'];
  body: unknown;
  form?: Extract<WireRequest['body'], { kind: 'form' }>;
  headers: Record<string, string>;
}
interface Ctx {
  h: Harness;
  teacher: Record<string, string>;
  state: { bytes: Map<string, Buffer> };
}
type ReadBack = (ctx: Ctx, sent: Sent, res: RawResponse) => Promise<void>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read-backs read the answers' JSON
type Json = any;
const get = async (ctx: Ctx, path: string, headers = ctx.teacher): Promise<Json> => {
  const res = await rawRequest(ctx.h.base, 'GET', path, headers);
  expect(res.status, res.text).toBe(200);
  return res.json;
};
/** Every material of the teacher's list, page after page. */
async function teacherMaterials(ctx: Ctx, teacherId: string): Promise<Json[]> {
  const all: Json[] = [];
  for (let cursor: string | null = null, i = 0; i === 0 || cursor !== null; i++) {
    const page = await get(ctx, `/api/getStudyMaterials/${teacherId}?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    all.push(...page.materials);
    cursor = page.nextCursor;
  }
  return all;
}
/** The students on a class's roster whose name or id contains `q`. */
const rosterIds = async (ctx: Ctx, classId: string, q: string): Promise<string[]> =>
  (await get(ctx, `/api/classes/${classId}/students?${new URLSearchParams({ q, limit: '100' })}`)).data.map(
    (r: Json) => r.studentId,
  );
/** A class as its detail shows it, compared with what the write stored. */
const classFieldsOf = (c: Json) => ({ name: c.name, courseId: c.courseId, grade: c.grade, term: c.term });
/** As a client sees values: through JSON, where -0 is 0. */
const asJson = (v: unknown): unknown => JSON.parse(JSON.stringify(v));
const body = <T>(sent: Sent) => sent.body as T;
const sessionOf = (res: RawResponse) => ({ cookie: String((res.headers['set-cookie'] as string[])[0]).split(';')[0]! });
// Controls, bidirectional overrides, zero-width marks: no stored name keeps them.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

/**
 * For each route that writes: how its 2xx answer is read back through the API, with the values the
 * schema accepted (after its own trimming) and the server's documented changes (title trimmed,
 * emails lower-case, duplicates dropped). null: the write stores nothing a read could show.
 * Every write route must be listed (the test fails on a new one).
 */
export const readBacks: Partial<Record<RouteName, ReadBack | null>> = {
  async createTest(ctx, sent, res) {
    const t = CreateTestRequest.parse(sent.body);
    const d = (await get(ctx, `/api/tests/${res.json.data.id}`)).data;
    const expected = {
      title: t.title.trim(),
      course: t.course,
      status: 'draft',
      timeLimit: t.timeLimit,
      maxAttempts: t.maxAttempts,
      passingScore: t.passingScore,
      questions: t.questions.length,
      totalPoints: t.questions.reduce((s, q) => s + q.points, 0),
      review: t.review ?? DEFAULT_REVIEW,
    };
    expect(asJson(d)).toMatchObject(asJson(expected) as object);
    expect(d.questionList).toEqual(asJson(t.questions));
  },
  async scheduleTest(ctx, sent) {
    const d = (await get(ctx, `/api/tests/${sent.params.id}`)).data;
    expect(d).toMatchObject({ status: 'scheduled', scheduledDate: body<{ scheduledDate: string }>(sent).scheduledDate.trim() });
  },
  async assignTest(ctx, sent) {
    const d = (await get(ctx, `/api/tests/${sent.params.id}`)).data;
    expect(d.assignedTo).toEqual([...new Set(AssignTestRequest.parse(sent.body).assignedTo)]);
  },
  async reviewTest(ctx, sent) {
    const d = (await get(ctx, `/api/tests/${sent.params.id}`)).data;
    expect(d.review).toEqual(ReviewTestRequest.parse(sent.body));
  },
  async saveAttendance(ctx, sent, res) {
    const sub = body<{ date: string; class: string; records: { studentId: string; status: string }[] }>(sent);
    const day = await get(ctx, `/api/attendance?${new URLSearchParams({ date: sub.date, class: sub.class })}`);
    expect(day.version).toBe(res.json.version);
    expect(day.data.map((r: Json) => [r.student_id, r.status, r.date, r.teacher_id]).sort()).toEqual(
      sub.records.map((r) => [r.studentId, r.status, sub.date, '1']).sort(),
    );
  },
  async signUp(ctx, sent, res) {
    const form = body<{ fullName: string; email: string; role: string }>(sent);
    const expected = { name: form.fullName.trim(), email: form.email.trim().toLowerCase(), role: form.role };
    expect(res.json.user).toMatchObject(expected);
    expect((await get(ctx, '/api/me', sessionOf(res))).user).toMatchObject(expected);
  },
  async signIn(ctx, sent, res) {
    const email = body<{ email: string }>(sent).email.trim().toLowerCase();
    expect((await get(ctx, '/api/me', sessionOf(res))).user.email).toBe(email);
  },
  // Learners' own: a teacher (the fuzz's caller) is refused before anything is stored.
  startAttempt: null,
  saveAnswers: null,
  submitAttempt: null,
  async gradeAttempt(ctx, sent) {
    const given = body<{ grades: { questionId: string; points: number; comment?: string }[] }>(sent).grades;
    const results = (await get(ctx, `/api/attempts/${sent.params.id}`)).data.results as Json[];
    // The last grade of a question stands.
    const last = new Map(given.map((g) => [g.questionId, g]));
    for (const [id, g] of last)
      expect(results.find((r) => r.questionId === id)).toMatchObject({
        points: asJson(g.points),
        comment: (g.comment ?? '').trim(),
      });
  },
  // It ends the caller's session (the fuzz sends it without one) and stores nothing to read.
  signOut: null,
  // Only a class that is an LMS course has a roster; the fuzz's fixture has none, so it is always refused.
  syncClassRoster: null,
  async saveReadingPosition(ctx, sent, res) {
    expect((await get(ctx, `/api/reading-positions/${sent.params.id}`)).page).toBe(res.json.page);
  },
  async approveAccount(ctx, sent) {
    expect((await get(ctx, '/api/accounts/pending')).data.map((a: Json) => String(a.id))).not.toContain(sent.params.id);
  },
  async linkAccount(ctx, sent) {
    const email = body<{ email: string }>(sent).email.trim().toLowerCase();
    expect((await get(ctx, `/api/students/${sent.params.studentId}/links`)).data.map((a: Json) => a.email)).toContain(email);
  },
  async unlinkAccount(ctx, sent) {
    expect((await get(ctx, `/api/students/${sent.params.studentId}/links`)).data.map((a: Json) => String(a.id))).not.toContain(
      sent.params.id,
    );
  },
  async createClass(ctx, sent, res) {
    const f = ClassFields.parse(sent.body);
    const d = await get(ctx, `/api/classes/${res.json.id}`);
    expect(classFieldsOf(d)).toEqual({ name: f.name, courseId: f.courseId, grade: f.grade, term: f.term });
    expect(d.teachers).toEqual([expect.objectContaining({ teacherId: DEMO_TEACHER_ID, owner: true })]);
    expect(d).toEqual(res.json);
  },
  async updateClass(ctx, sent, res) {
    const f = ClassFields.parse(sent.body);
    const d = await get(ctx, `/api/classes/${sent.params.id}`);
    expect(classFieldsOf(d)).toEqual({ name: f.name, courseId: f.courseId, grade: f.grade, term: f.term });
    expect(d).toEqual(res.json);
  },
  async deleteClass(ctx, sent) {
    expect((await rawRequest(ctx.h.base, 'GET', `/api/classes/${sent.params.id}`, ctx.teacher)).status).toBe(404);
  },
  async newJoinCode(ctx, sent, res) {
    expect((await get(ctx, `/api/classes/${sent.params.id}`)).joinCode).toBe(res.json.joinCode);
  },
  async addToRoster(ctx, sent) {
    for (const id of new Set(body<{ studentIds: string[] }>(sent).studentIds))
      expect(await rosterIds(ctx, sent.params.id!, id)).toContain(id);
  },
  async removeFromRoster(ctx, sent) {
    expect(await rosterIds(ctx, sent.params.id!, sent.params.studentId!)).not.toContain(sent.params.studentId);
  },
  /** A check writes nothing; a commit writes every row or, when one is refused, none. */
  async importRoster(ctx, sent, res) {
    const { commit } = RosterImportRequest.parse(sent.body);
    const rows = res.json.rows as Json[];
    const refused = rows.some((r) => r.action === 'error');
    expect(res.json.written).toBe(commit && !refused);
    if (!res.json.written) return;
    for (const r of rows) {
      expect(r.studentId, JSON.stringify(r)).toBeTruthy();
      expect(await rosterIds(ctx, sent.params.id!, r.studentId)).toContain(r.studentId);
    }
  },
  async addClassTeacher(ctx, sent, res) {
    const d = await get(ctx, `/api/classes/${sent.params.id}`);
    expect(d.teachers).toEqual(res.json.teachers);
    expect(d.teachers.filter((t: Json) => t.owner)).toHaveLength(1);
    expect(d.teachers.length).toBeGreaterThan(1);
  },
  async removeClassTeacher(ctx, sent) {
    const d = await get(ctx, `/api/classes/${sent.params.id}`);
    expect(d.teachers.map((t: Json) => t.teacherId)).not.toContain(sent.params.teacherId);
  },
  // Learners' own, and the administrator's: the fuzz's teacher is refused before anything is stored.
  joinClass: null,
  declineAccount: null,
  async updateMaterial(ctx, sent, res) {
    const u = UpdateMaterialRequest.parse(sent.body);
    const listed = (await teacherMaterials(ctx, DEMO_TEACHER_ID)).find((m: Json) => String(m.id) === sent.params.id);
    expect(listed).toMatchObject({ category: u.category, course: u.course, description: u.description, title: res.json.title });
    expect([...listed.classes].sort()).toEqual([...u.classes].sort());
    expect(listed.title).not.toMatch(INVISIBLE);
    expect(listed.name).toBe(`${u.category}/${u.course}/${listed.title}`);
  },
  async replaceMaterialFile(ctx, sent, res) {
    const file = sent.form!.files[0]!;
    expect(String(res.json.id)).toBe(sent.params.id);
    const got = await rawRequest(ctx.h.base, 'GET', `/api/files/${sent.params.id}`, ctx.teacher);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(Buffer.from(file.bytes))).toBe(true);
    ctx.state.bytes.set(sent.params.id!, got.bytes);
  },
  async deleteMaterial(ctx, sent) {
    const list = (await teacherMaterials(ctx, DEMO_TEACHER_ID)).map((m: Json) => m.name);
    expect(list).not.toContain(body<{ fileName: string }>(sent).fileName);
  },
  async uploadMaterials(ctx, sent, res) {
    const form = sent.form!;
    const fields = Object.fromEntries(form.fields);
    const stored = res.json.materials as { name: string; url: string }[];
    expect(stored.length).toBe(form.files.length);
    const listed = (await teacherMaterials(ctx, sent.params.teacherId!)).map((m: Json) => m.name);
    for (const [i, m] of stored.entries()) {
      expect(m.name.startsWith(`${fields.category}/${fields.course}/`), m.name).toBe(true);
      expect(m.name).not.toMatch(INVISIBLE);
      expect(listed).toContain(m.name);
      const file = await rawRequest(ctx.h.base, 'GET', m.url, ctx.teacher);
      expect(file.status).toBe(200);
      expect(file.bytes.equals(Buffer.from(form.files[i]!.bytes))).toBe(true);
      ctx.state.bytes.set(/\/api\/files\/(\d+)/.exec(m.url)![1]!, file.bytes);
    }
  },
  /** The file's bytes, or the range asked for (a read: checked against what the upload stored). */
  async file(ctx, sent, res) {
    const bytes = ctx.state.bytes.get(sent.params.id!);
    if (!bytes) return;
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(res.headers['content-range']));
    if (res.status === 206) expect(range && Number(range[3])).toBe(bytes.length);
    const want = res.status === 206 && range ? bytes.subarray(Number(range[1]), Number(range[2]) + 1) : bytes;
    expect(res.bytes.equals(want)).toBe(true);
  },
};
