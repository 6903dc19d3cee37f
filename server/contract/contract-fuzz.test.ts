import fc from 'fast-check';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef, type RouteName } from '../../src/contract/routes.ts';
import { CLASSES, DEMO_TEACHER_ID, GRADES, MATERIAL_CATEGORIES } from '../../src/contract/constants.ts';
import { CreateTestRequest, Question } from '../../src/contract/tests.ts';
import { emailField, signUpPasswordField } from '../../src/contract/auth.ts';
import { UpdateMaterialRequest, UploadFields } from '../../src/contract/materials.ts';
import { className } from '../../src/contract/classes.ts';
import { AddToRosterRequest } from '../../src/contract/class-roster.ts';
import { ACCESS } from '../auth/access.ts';
import { catalogueSubjects } from '../services/catalogue.ts';
import { identityForEmail, type Identity } from '../auth/identity.ts';
import { forgetWrites } from '../auth/write-limit.ts';
import { PDF, PNG, startHarness, type Harness } from '../test-support/harness.ts';
import { TEST_ACCOUNTS, TEST_PASSWORD } from '../test-support/accounts.ts';
import { encodeSegment, multipartBody, rawRequest, type RawResponse } from './raw-http.ts';
import { queryText, requestArb, type PartOptions, type UploadFile, type WireRequest } from './route-requests.ts';
import { invalidArbitrary, validArbitrary, type GenOptions } from './schema-arbitrary.ts';
import { verdictFor } from './contract-verdict.ts';
import { readBacks, type Sent } from './read-backs.ts';

/**
 * The contract is the database's contract: for every route of ROUTES, requests generated from its
 * zod schemas go over real HTTP, signed in as a teacher (who may call every route but the
 * learners' own), and
 * - no answer is a 5xx or shows a stack trace, and every refusal is JSON with a message;
 * - a request the schemas refuse is a 400 whose message is the schema's first issue (field first);
 * - a request they accept is stored: a 2xx write reads back with the same values (read-backs.ts);
 * - a refused write leaves every table (and stored file) as it was.
 * FUZZ_RUNS sets runs per route, FUZZ_SEED the seed (a failure prints its seed and path to replay).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 70);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
// Each of these hashes a password (about 0.2 s) whenever the form is well made.
const FEWER_RUNS: Partial<Record<RouteName, number>> = { signIn: 20, signUp: 20 };

let h: Harness;
let teacher: Record<string, string>;
let caller: Identity;

const STUDENTS = ['S001', 'S002', 'S003', 'S004', 'S005', 'S006', 'S007', 'S008'];
// The fixture puts student i (from 0) in CLASSES[i % 4].
const studentsOf = (c: string) => STUDENTS.filter((_, i) => CLASSES[i % CLASSES.length] === c);
/**
 * The caller's (teacher 1's) classes and their students: requests name these, so they get past
 * the class checks (another class's rows are refused with 403, which the permission table covers).
 */
const TAUGHT = ['Class A', 'Class B'];
const TAUGHT_STUDENTS = TAUGHT.flatMap(studentsOf);

/** Rows that exist now, so generated ids and names find something. */
const state = {
  subjects: [] as string[],
  courseIds: [] as string[],
  /** Ids of the classes the caller teaches, of those the caller owns, and the names of the taught ones. */
  taughtClassIds: [] as string[],
  ownedClassIds: [] as string[],
  taughtClasses: [] as string[],
  testIds: [] as string[],
  accountIds: [] as string[],
  attemptIds: [] as string[],
  materialIds: [] as string[],
  materialNames: [] as string[],
  bytes: new Map<string, Buffer>(),
};
async function refreshState() {
  state.subjects = await catalogueSubjects(h.db);
  state.courseIds = (await h.db.query<{ id: string }>('SELECT id FROM courses ORDER BY id')).map((r) => r.id);
  const taught = await h.db.query<{ id: number; name: string; owner: boolean }>(
    'SELECT c.id, c.name, t.owner FROM classes c JOIN class_teachers t ON t.class = c.name WHERE t.teacher_id = $1 ORDER BY c.id',
    [DEMO_TEACHER_ID],
  );
  state.taughtClassIds = taught.map((r) => String(r.id));
  state.ownedClassIds = taught.filter((r) => r.owner).map((r) => String(r.id));
  state.taughtClasses = taught.map((r) => r.name);
  // The classes the caller teaches change with the class routes' writes.
  caller = (await identityForEmail(h.db, TEST_ACCOUNTS.teacher.email, 'cookie'))!;
  state.testIds = (await h.db.query<{ id: number }>('SELECT id FROM tests ORDER BY id')).map((r) => String(r.id));
  state.accountIds = (await h.db.query<{ id: number }>('SELECT id FROM accounts ORDER BY id')).map((r) => String(r.id));
  state.attemptIds = (await h.db.query<{ id: number }>('SELECT id FROM attempts ORDER BY id')).map((r) => String(r.id));
  const materials = await h.db.query<{ id: number; name: string }>(
    "SELECT id, category || '/' || course || '/' || title AS name FROM materials ORDER BY id",
  );
  state.materialIds = materials.map((r) => String(r.id));
  state.materialNames = materials.map((r) => r.name);
}
const oneOf = (list: () => string[], fallback: string) => fc.nat().map((i) => list()[i % Math.max(1, list().length)] ?? fallback);

/** Generators for the refined schemas: questions the builder's rules accept, non-blank titles, strong passwords. */
const notBlank = (s: z.ZodMiniType) => validArbitrary(s).filter((t) => typeof t === 'string' && t.trim() !== '');
const questionShape = (Question as unknown as z.ZodMiniObject)._zod.def.shape as Record<string, z.ZodMiniType>;
const questionArb = fc
  .tuple(
    fc.constantFrom('multiple-choice', 'true-false', 'short-answer', 'essay'),
    validArbitrary(questionShape.id!),
    notBlank(questionShape.question!),
    fc.uniqueArray(
      notBlank((questionShape.options as z.ZodMiniArray)._zod.def.element as z.ZodMiniType) as fc.Arbitrary<string>,
      { minLength: 4, maxLength: 4 },
    ),
    validArbitrary(questionShape.correctAnswer!) as fc.Arbitrary<string>,
    fc.nat(3),
    validArbitrary(questionShape.points!),
  )
  .map(([type, id, question, four, answer, pick, points]) => {
    if (type === 'multiple-choice') return { id, type, question, options: four, correctAnswer: four[pick]!, points };
    if (type === 'true-false') return { id, type, question, options: [], correctAnswer: pick % 2 ? 'true' : 'false', points };
    return { id, type, question, options: pick === 0 ? four.slice(0, 2) : [], correctAnswer: answer, points };
  })
  .filter((q) => Question.safeParse(q).success);
const passwordArb = fc
  .tuple(fc.string({ unit: 'binary', minLength: 5, maxLength: 60 }), fc.constantFrom('aA1', 'Zz9', 'ß1Q'))
  .map(([rest, must]) => must + rest)
  .chain((p) => fc.constantFrom(p, 'aA1xxxxx', `aA1${'😀'.repeat(126)}x`))
  .filter((p) => signUpPasswordField.safeParse(p).success);
// Emails the rules take (letters of one alphabet, nothing invisible), look-alikes and any text.
const emailArb = fc.oneof(
  { weight: 4, arbitrary: fc.emailAddress().filter((e) => emailField.safeParse(e).success) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'ｔｅａｃｈｅｒ@ＥＤＵ.test',
      'tе\u0430cher@edu.test',
      'tea\u200bcher@edu.test',
      ' a@b ',
      'a@@b',
      '@',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
);
// A material's audience: mostly classes the caller teaches, each once; sometimes any names.
const audienceArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constant(null).chain(() => {
      const taught = state.taughtClasses.length ? state.taughtClasses : ['Class A'];
      return fc.subarray(taught, { minLength: 1, maxLength: Math.min(4, taught.length) });
    }),
  },
  {
    weight: 1,
    arbitrary: fc.uniqueArray(validArbitrary(className) as fc.Arbitrary<string>, {
      minLength: 1,
      maxLength: 4,
      selector: (c) => c.trim(),
    }),
  },
);
const overrides = new Map<unknown, fc.Arbitrary<unknown>>([
  [UpdateMaterialRequest.shape.classes, audienceArb],
  // Students of the school mostly (an id none has is refused, 400).
  [AddToRosterRequest.shape.studentIds, fc.array(fc.constantFrom(...STUDENTS, 'S999'), { minLength: 1, maxLength: 4 })],
  [emailField, emailArb],
  [Question, questionArb],
  [CreateTestRequest.shape.title, notBlank(z.string().check(z.maxLength(200)))],
  [signUpPasswordField, passwordArb],
]);

/** The fixture's classes (Class A-D, ids 1-4 after a reset): what the other routes' requests name. */
const FIXTURE_CLASS_IDS = ['1', '2', '3', '4'];
/** Routes that change a class (its name, roster, teachers) or delete it. */
const CLASS_WRITES: RouteName[] = [
  'updateClass',
  'deleteClass',
  'newJoinCode',
  'addToRoster',
  'removeFromRoster',
  'importRoster',
  'addClassTeacher',
  'removeClassTeacher',
];
/** Class reads, and the writes of CLASS_WRITES, which favour the classes the fuzz created so Class A-D stay as the later routes expect. */
const CLASS_ROUTE_NAMES = new Set<RouteName>(['classDetail', 'classRoster', ...CLASS_WRITES]);
const spareClassIds = () => state.taughtClassIds.filter((id) => !FIXTURE_CLASS_IDS.includes(id));
/** The classes deleteClass may delete: the fuzz's own, all but the first few (which the later class routes change). */
const KEPT_SPARE_CLASSES = 8;
const deletableClassIds = () => spareClassIds().slice(KEPT_SPARE_CLASSES);
/** An id no class has. */
const NO_CLASS_ID = '999999999';
/** A CSV an import reads as rows: a header of its columns and a few rows, some naming students of the school. */
const rosterCsvArb = fc
  .tuple(
    fc.constantFrom('name,grade', 'name,grade,student_id', 'grade,name,email', 'Name, Grade'),
    fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom('Ana Lima', "O'Brien, Pat", '<b>x</b>', ' ', '"'), fc.string({ maxLength: 20 })),
        fc.oneof(fc.constantFrom(...GRADES), fc.constantFrom('', '13th', ' 9th')),
        fc.oneof(fc.constantFrom(...STUDENTS, 'S999', ''), fc.emailAddress()),
      ),
      { minLength: 0, maxLength: 4 },
    ),
    fc.constantFrom('\n', '\r\n'),
  )
  .map(([header, rows, eol]) => {
    const cell = (t: string) => (/[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t);
    const cols = header.split(',').map((c) => c.trim().toLowerCase());
    const line = ([name, grade, other]: [string, string, string]) =>
      cols.map((c) => cell(c === 'name' ? name : c === 'grade' ? grade : other)).join(',');
    return [header, ...rows.map(line)].join(eol);
  });

/** Per route: the values that name stored rows, favoured so requests get past "not found". */
function optionsFor(name: RouteName): PartOptions {
  const idList = CLASS_ROUTE_NAMES.has(name)
    ? name === 'deleteClass'
      ? () => (deletableClassIds().length ? deletableClassIds() : [NO_CLASS_ID])
      : CLASS_WRITES.includes(name)
        ? () => (spareClassIds().length ? spareClassIds() : state.taughtClassIds)
        : () => state.taughtClassIds
    : name === 'file' || name === 'filePreview' || name === 'filePreviewText' || name === 'fileThumbnail'
      ? () => state.materialIds
      : ['approveAccount', 'unlinkAccount', 'declineAccount'].includes(name)
        ? () => state.accountIds
        : ['attempt', 'saveAnswers', 'submitAttempt', 'gradeAttempt'].includes(name)
          ? () => state.attemptIds
          : ['updateMaterial', 'replaceMaterialFile'].includes(name)
            ? () => state.materialIds
            : () => state.testIds;
  const emails = Object.values(TEST_ACCOUNTS).map((a) => a.email);
  const params: GenOptions = {
    overrides,
    hints: {
      // A class's co-teachers are the ones a request may take off (its owner is refused, 409).
      teacherId: name === 'removeClassTeacher' ? fc.constantFrom(DEMO_TEACHER_ID, '2', '3') : fc.constant(DEMO_TEACHER_ID),
      // Mostly the caller's classes' students; another class's are refused (403) before the body is read.
      studentId: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...TAUGHT_STUDENTS) }, fc.constantFrom(...STUDENTS)),
      id: oneOf(idList, '1'),
    },
  };
  const body: GenOptions = {
    overrides,
    hints: {
      email:
        name === 'addClassTeacher'
          ? // The approved teachers who may become co-teachers, and accounts that may not (404).
            fc.constantFrom(TEST_ACCOUNTS.teacher2.email, TEST_ACCOUNTS.newTeacher.email, ...emails)
          : fc.constantFrom(...emails, ...emails.map((e) => ` ${e.toUpperCase()} `)),
      password: fc.constant(TEST_PASSWORD),
      fileName: oneOf(() => state.materialNames, 'Lectures/Mathematics/none.pdf'),
      // Mostly the catalogue's subjects, so tests are stored and read back.
      course: oneOf(() => state.subjects, 'Mathematics'),
      courseId: fc.oneof(
        oneOf(() => state.courseIds, 'advanced-mathematics'),
        fc.constant(null),
      ),
      ownerTeacherId: fc.constantFrom(undefined, DEMO_TEACHER_ID),
      csv: rosterCsvArb,
    },
  };
  if (name === 'attendanceReport') {
    // Ranges the report takes: start to at most 366 days later.
    const shape = ROUTES.attendanceReport.query.shape;
    const day = validArbitrary(shape.start) as fc.Arbitrary<string>;
    const later = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    return {
      params,
      query: {
        overrides,
        hints: {
          '': fc
            .tuple(fc.constantFrom(...TAUGHT), day, fc.nat(366))
            .map(([c, start, n]) => ({ class: c, start, end: later(start, n) })),
        },
      },
      body,
    };
  }
  if (name === 'saveAttendance') {
    // One class's students, each once: the marks a teacher can save.
    const schema = ROUTES.saveAttendance.body;
    body.hints![''] = fc.constantFrom(...TAUGHT).chain((c) =>
      validArbitrary(schema, {
        overrides,
        hints: {
          class: fc.constant(c),
          teacherId: fc.constantFrom(DEMO_TEACHER_ID, Number(DEMO_TEACHER_ID)),
          // Without a version the save replaces the day; with one it is mostly stale (409).
          version: fc.constant(undefined),
          records: fc
            .subarray(studentsOf(c), { minLength: 1 })
            .chain((ids) =>
              fc.tuple(
                ...ids.map((id) =>
                  validArbitrary(schema.shape.records._zod.def.element, { hints: { studentId: fc.constant(id) } }),
                ),
              ),
            ),
        },
      }),
    );
  }
  if (name === 'assignTest') {
    // Mostly classes the caller teaches (some named twice, some with spaces around), so assignments are stored and read back.
    const stored = fc.constantFrom(...TAUGHT, ...TAUGHT.map((c) => ` ${c}\t`));
    body.hints![''] = fc.array(stored, { maxLength: 6 }).map((assignedTo) => ({ assignedTo }));
  }
  return { params, query: { overrides }, body };
}

// ---- The upload form and the file's Range headers -------------------------------------------------

const HOSTILE_NAMES = [
  '../../etc/passwd',
  '..\\..\\boot.ini',
  'a%00b.pdf',
  'a\u0000b.pdf',
  '<img src=x onerror=alert(1)>.pdf',
  'invoice\u202efdp.exe',
  '\u2066x\u2069.pdf',
  'CON.pdf',
  '',
  '.',
  '..',
  ' ',
  `${'x'.repeat(300)}.pdf`,
  'e\u0301t\u00e9.pdf',
  '😀.pdf',
  'a/b\\c.pdf',
  'quote".pdf',
  'new\r\nline.pdf',
  '%2e%2e%2fx.pdf',
  'lesson.html',
];
const nameArb = fc.oneof(fc.constantFrom(...HOSTILE_NAMES), fc.string({ unit: 'binary', maxLength: 40 }));
// Mostly files the server takes (bytes proving the declared type), so hostile names are stored and read back.
const fileArb: fc.Arbitrary<UploadFile> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(nameArb, fc.constantFrom({ bytes: PDF, type: 'application/pdf' }, { bytes: PNG, type: 'image/png' }))
      .map(([name, c]) => ({ name, ...c })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      name: nameArb,
      type: fc.constantFrom('application/pdf', 'image/png', 'text/plain', 'text/html', 'application/octet-stream', ''),
      bytes: fc.oneof(
        fc.constantFrom(PDF, PNG, new Uint8Array()),
        fc.uint8Array({ maxLength: 200 }),
        fc.string().map((t) => new TextEncoder().encode(t)),
      ),
    }),
  },
);
const formArb: fc.Arbitrary<WireRequest['body']> = fc
  .tuple(
    fc.oneof(
      {
        weight: 5,
        arbitrary: validArbitrary(UploadFields, {
          overrides,
          hints: {
            teacherId: fc.constant(DEMO_TEACHER_ID),
            course: oneOf(() => state.subjects, 'Mathematics'),
          },
        }),
      },
      { weight: 1, arbitrary: invalidArbitrary(UploadFields) },
    ),
    fc.array(fileArb, { maxLength: 3, size: 'small' }),
  )
  .map(([fields, files]) => ({
    kind: 'form' as const,
    fields:
      fields && typeof fields === 'object'
        ? Object.entries(fields)
            .filter(([, v]) => v !== undefined)
            // A list (the audience's classes) is its field once per value.
            .flatMap(([k, v]): [string, string][] =>
              (Array.isArray(v) ? v : [v]).map((x) => [k, typeof x === 'string' ? x : JSON.stringify(x)]),
            )
        : [],
    files,
  }));
const uploadBodyArb = fc.oneof(
  { weight: 8, arbitrary: formArb },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { kind: 'none' as const },
      { kind: 'json' as const, text: '{"category":"Lectures","course":"Mathematics"}' },
    ),
  },
);

const printable = (s: string) => s.replace(/[^\x20-\x7e]/g, '');
const rangeArb = fc.oneof(
  fc.tuple(fc.integer({ min: -5, max: 200 }), fc.integer({ min: -5, max: 200 })).map(([a, b]) => `bytes=${a}-${b}`),
  fc.constantFrom(
    'bytes=0-',
    'bytes=-10',
    'bytes=-0',
    'bytes=0-0',
    'bytes=5-2',
    'bytes=0-1,3-4',
    'bytes=99999999999999999999-',
    'bytes=1e3-',
    'items=0-1',
    'bytes=',
    'bytes=--1',
    'bytes = 0-1',
    'bytes=0-18446744073709551616',
  ),
  fc.string({ maxLength: 30 }).map((t) => printable(`bytes=${t}`)),
);
const fileHeadersArb = fc.record(
  {
    range: rangeArb,
    'if-range': fc.constantFrom('"stale"', 'Wed, 21 Oct 2015 07:28:00 GMT'),
    'if-none-match': fc.constantFrom('"x"', '*'),
  },
  { requiredKeys: [] },
);

// ---- Sending, and what every answer must be ---------------------------------------------------

function pathOf(route: RouteDef, req: WireRequest) {
  return route.path.replace(/:([A-Za-z]+)/g, (_, k: string) =>
    req.rawSegment?.key === k ? req.rawSegment.text : encodeSegment(req.params[k]!),
  );
}

async function send(name: RouteName, route: RouteDef, req: WireRequest): Promise<RawResponse> {
  const headers: Record<string, string> = { ...(ACCESS[name] === 'public' ? {} : teacher), ...req.headers };
  let payload: string | Buffer | undefined;
  if (req.body.kind === 'json') [headers['content-type'], payload] = ['application/json', req.body.text];
  if (req.body.kind === 'raw') [headers['content-type'], payload] = [req.body.type, req.body.text];
  if (req.body.kind === 'form') {
    const form = multipartBody(
      req.body.fields,
      req.body.files.map((f) => ({ field: 'files', ...f })),
    );
    [headers['content-type'], payload] = [form.contentType, form.body];
  }
  return rawRequest(h.base, route.method, pathOf(route, req) + queryText(req.query), headers, payload);
}

/** Every table that holds what the API stores, and the stored files: a refused write changes none. */
async function snapshot(): Promise<string> {
  const tables = [
    'teachers',
    'classes',
    'class_teachers',
    'class_students',
    'material_classes',
    'subjects',
    'courses',
    'students',
    'accounts',
    'account_students',
    'attendance',
    'attendance_versions',
    'tests',
    'attempts',
    'materials',
    'files',
    'file_chunks',
    'activity',
  ];
  const sums = await h.db.query<Record<string, string>>(
    `SELECT ${tables.map((t) => `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${t} x) AS ${t}`).join(', ')}`,
  );
  return JSON.stringify([sums[0], (await h.diskState()).files]);
}

/** Rules the schemas cannot state, since they depend on stored rows or on two fields together. */
const REFUSED_BEYOND_SCHEMA: Partial<Record<RouteName, RegExp>> = {
  saveAttendance: /appears more than once|Unknown class|unknown student|is not in Class/,
  assignTest: /Unknown class/,
  // Only a class that is an LMS course has a roster to read; the fixture has none.
  syncClassRoster: /is not a course of an LMS/,
  attendanceReport: /start must not be after end|at most 366 days/,
  // A course must be a subject of the catalogue (stored data).
  createTest: /Unknown course/,
  deleteMaterial: /is not a category\/course\/title name|Unknown course/,
  uploadMaterials:
    /not a supported file type|is empty\.|teacherId does not match the URL|Unknown course|there is no class named|title names one file/,
  updateMaterial: /Unknown course|there is no class named|already has a material named/,
  replaceMaterialFile: /not a supported file type|is empty\./,
  // Courses of the catalogue, students of the school and a readable CSV are stored data.
  createClass: /is not a course of the catalogue/,
  updateClass: /is not a course of the catalogue/,
  addToRoster: /no student has the id/,
  importRoster:
    /Unknown column|names the column .* twice|has no ".*" column|The file is empty|header row but no students|more than \d+ students|The file is not CSV/,
  gradeAttempt: /is not in this test|is graded automatically|must be between 0 and/,
};
/**
 * Whether the guard refuses the stored row the path names (a class the caller does not teach, a
 * student of another teacher's class): the permission table (server/auth/permissions.test.ts)
 * checks who is refused; here it only tells which requests are refused (403) before their body is read.
 */
async function rowRefusal(name: RouteName, route: RouteDef, req: WireRequest): Promise<boolean> {
  const access = ACCESS[name];
  if (typeof access !== 'object' || !access.refuses || req.rawSegment) return false;
  if (route.params && !route.params.safeParse(req.params).success) return false;
  return (await access.refuses(h.db, caller, req.params)) !== undefined;
}
/** Answers per route, verdict and status (FUZZ_STATS=1 prints them): how many requests got how far. */
const stats = new Map<string, number>();
const STACK_TRACE = /\n\s+at |node_modules|\.ts:\d+|\.js:\d+/;

async function check(name: RouteName, route: RouteDef, req: WireRequest) {
  forgetWrites(); // the point is the contract, not the 120-writes-a-minute limit
  if (name === 'signIn' || name === 'signUp') await h.db.query('DELETE FROM sign_in_failures'); // nor the sign-in throttle
  const writes = route.method !== 'GET';
  const before = writes ? await snapshot() : '';
  const res = await send(name, route, req);
  const why = `${res.status} ${res.text.slice(0, 500)}`;
  expect(res.status, why).toBeLessThan(500);
  expect(res.text, why).not.toMatch(STACK_TRACE);
  if (res.status >= 400) expect(typeof res.json?.message, why).toBe('string');
  if (writes && res.status >= 300) expect(await snapshot(), `a refused write changed stored data: ${why}`).toBe(before);

  const verdict = verdictFor(name, route, req, caller, await rowRefusal(name, route, req));
  const key = `${name} ${verdict.kind} ${res.status}`;
  stats.set(key, (stats.get(key) ?? 0) + 1);
  if (verdict.kind === 'refused') {
    expect(res.status, why).toBe(verdict.status);
    if (verdict.message) expect(res.json.message, why).toContain(verdict.message);
  } else if (verdict.kind === 'refused-any') {
    expect(res.status, why).toBeGreaterThanOrEqual(400);
  } else if (verdict.kind === 'accepted') {
    if (res.status === 400)
      expect(res.json.message, `the schema accepted it: ${why}`).toMatch(REFUSED_BEYOND_SCHEMA[name] ?? /^$/);
    if (res.status === route.status && route.response) {
      const parsed = route.response.safeParse(res.json);
      expect(parsed.success, `the answer is not the contract's: ${JSON.stringify(parsed.error?.issues[0])} ${why}`).toBe(true);
    }
    if (res.status === route.status || (name === 'file' && res.status === 206)) {
      const sent: Sent = {
        params: req.params,
        query: req.query,
        body: verdict.body,
        form: req.body.kind === 'form' ? req.body : undefined,
        headers: req.headers,
      };
      await readBacks[name as keyof typeof readBacks]?.({ h, teacher, state }, sent, res);
    }
  }
  if (writes && res.status < 300) await refreshState();
}

beforeAll(async () => {
  h = await startHarness();
  await h.reset();
  teacher = await h.signIn('teacher');
  caller = (await identityForEmail(h.db, TEST_ACCOUNTS.teacher.email, 'cookie'))!;
  // Something for the reads to find before the writes run: two tests and two materials.
  for (const title of ['Algebra', 'Biology']) {
    const body = {
      title,
      course: 'Biology',
      timeLimit: 30,
      maxAttempts: 1,
      passingScore: 50,
      questions: [{ id: 1, type: 'true-false', question: 'Q?', options: [], correctAnswer: 'true', points: 1 }],
    };
    expect(
      (await rawRequest(h.base, 'POST', '/api/tests', { ...teacher, 'content-type': 'application/json' }, JSON.stringify(body)))
        .status,
    ).toBe(201);
  }
  // A submitted attempt with an essay and a short answer to grade.
  const questions = [
    { id: 1, type: 'essay', question: 'Why?', options: [], correctAnswer: '', points: 5 },
    { id: 'q2', type: 'short-answer', question: 'Capital?', options: [], correctAnswer: 'Paris', points: 3 },
  ];
  const [t] = await h.db.query<{ id: number }>(
    `INSERT INTO tests (title, course, question_count, total_points, status, assigned_to, question_list, teacher_id)
     VALUES ('Graded', 'English', 2, 8, 'active', '["Class A"]', $1::jsonb, $2) RETURNING id`,
    [JSON.stringify(questions), DEMO_TEACHER_ID],
  );
  await h.db.query(
    `INSERT INTO attempts (test_id, student_id, attempt_no, status, deadline_at, submitted_at, answers)
     VALUES ($1, 'S001', 1, 'submitted', now(), now(), '{"1": "Because.", "q2": "Lyon"}')`,
    [t!.id],
  );
  for (const [name, bytes, type] of [
    ['seed.pdf', PDF, 'application/pdf'],
    ['seed.png', PNG, 'image/png'],
  ] as const) {
    const form = multipartBody(
      [
        ['category', MATERIAL_CATEGORIES[0]],
        ['course', 'Mathematics'],
        ['classes', 'Class A'],
      ],
      [{ field: 'files', name, type, bytes }],
    );
    const res = await rawRequest(
      h.base,
      'POST',
      `/api/UploadStudyMaterial/${DEMO_TEACHER_ID}`,
      { ...teacher, 'content-type': form.contentType },
      form.body,
    );
    expect(res.status, res.text).toBe(201);
    state.bytes.set(/\/api\/files\/(\d+)/.exec(res.json.materials[0].url)![1]!, Buffer.from(bytes));
  }
  await refreshState();
}, 120_000);
afterAll(async () => {
  if (process.env.FUZZ_STATS)
    console.log(
      [...stats]
        .sort()
        .map(([k, n]) => `${k}: ${n}`)
        .join('\n'),
    );
  await h?.close();
}, 60_000);

const ROUTE_LIST = Object.entries(ROUTES) as [RouteName, RouteDef][];

describe('every route of the contract, with requests generated from its schemas', () => {
  it('every write has a read-back or a reason it has none (a new route must say which)', () => {
    const writes = ROUTE_LIST.filter(([, r]) => r.method !== 'GET').map(([n]) => n);
    expect(writes.filter((n) => !(n in readBacks))).toEqual([]);
  });

  ROUTE_LIST.forEach(([name, route], i) => {
    it(`${route.method} ${route.path} (${name})`, async () => {
      const extra =
        route.body === 'multipart' ? { body: uploadBodyArb } : name === 'file' ? { headers: fileHeadersArb } : undefined;
      // Class A-D stay: the later routes' requests name them.
      const requests = requestArb(route, optionsFor(name), extra).map((req) =>
        name === 'deleteClass' && FIXTURE_CLASS_IDS.includes(req.params.id!) ? { ...req, params: { id: NO_CLASS_ID } } : req,
      );
      await fc.assert(
        fc.asyncProperty(requests, (req) => check(name, route, req)),
        { numRuns: FEWER_RUNS[name] ?? RUNS, seed: SEED + i },
      );
    }, 120_000);
  });
});
