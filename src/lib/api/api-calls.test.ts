import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { everyApiCall } from '../../test-support/every-api-call.ts';
import { fetchDouble, json, type Answer } from '../../test-support/fetch-double.ts';
import { classesPage } from '../../test-support/samples.ts';
import { fakeXhr } from '../../test-support/xhr-double.ts';
import { ApiError, MATERIALS_NOT_OK_MESSAGE } from './api-error.ts';

/** A fetch that answers every request with `respond`, recording the calls. */
const fakeFetch = (respond: Answer) => fetchDouble({}, { otherwise: respond, defaults: false });

const material = {
  name: 'Notes.pdf',
  size: 10,
  uploaded_at: '2025-01-01T00:00:00.000Z',
  url: '/api/files/abcdefghijklmnop',
  type: 'application/pdf',
};

describe('API calls', () => {
  it('has every group of calls (each *-api.ts) in everyApiCall, so each call can be tested through it', async () => {
    const api = everyApiCall('http://api.test') as Record<string, unknown>;
    const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('-api.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const group = Object.entries((await import(`./${file}`)) as Record<string, unknown>).find(
        ([k, v]) => k.endsWith('Api') && typeof v === 'function',
      );
      expect(group, file).toBeDefined();
      const [name, make] = group as [string, (ctx: unknown) => Record<string, unknown>];
      const calls = Object.keys(make({ apiBase: '', fetch: () => undefined }));
      const where = name === 'readingPositionsApi' ? (api.readingPositions as Record<string, unknown>) : api;
      expect(
        calls.filter((c) => typeof where[c] !== 'function'),
        `${file}: calls missing from everyApiCall`,
      ).toEqual([]);
    }
  });

  it('edits a material (PUT, JSON) and replaces its file (PUT, multipart), making its url absolute', async () => {
    const edited = {
      ...material,
      name: 'Lectures/Physics/Waves',
      id: 7,
      title: 'Waves',
      description: 'Chapter 3',
      classes: ['Class A', 'Class B'],
      category: 'Lectures',
      course: 'Physics',
    };
    const f = fakeFetch(() => json(edited));
    const api = everyApiCall('http://api.test', { fetch: f.fn });
    const body = {
      title: 'Waves',
      description: 'Chapter 3',
      category: 'Lectures' as const,
      course: 'Physics',
      classes: ['Class A', 'Class B'],
    };
    expect((await api.updateMaterial(7, body)).url).toBe('http://api.test/api/files/abcdefghijklmnop');
    expect(f.calls[0]).toMatchObject({ url: 'http://api.test/api/materials/7', init: { method: 'PUT' } });
    expect(JSON.parse(f.calls[0]!.init!.body as string)).toEqual(body);
    const replaced = await api.replaceMaterialFile(7, new File(['%PDF-1.4'], 'Waves.pdf', { type: 'application/pdf' }));
    expect(replaced).toMatchObject({ id: 7, url: 'http://api.test/api/files/abcdefghijklmnop' });
    expect(f.calls[1]).toMatchObject({ url: 'http://api.test/api/materials/7/file', init: { method: 'PUT' } });
    expect([...(f.calls[1]!.init!.body as FormData).keys()]).toEqual(['files']);
    const refused = everyApiCall('', { fetch: fakeFetch(() => json({ message: 'Study material not found.' }, 404)).fn });
    await expect(refused.updateMaterial(9, body)).rejects.toMatchObject({ status: 404, message: 'Study material not found.' });
  });

  it("calls the administrator's and the roster's routes with their paths, queries and bodies", async () => {
    const page = { data: [], total: 0, nextCursor: null };
    const f = fakeFetch((c) => (c.init?.method === 'POST' ? json({ message: 'Declined.' }) : json(page)));
    const api = everyApiCall('http://api.test', { fetch: f.fn });
    expect(await api.declineAccount(12, 'Not a teacher here')).toBe('Declined.');
    expect(await api.getTeachers('rao', '50')).toEqual(page);
    expect(await api.searchSchoolStudents({ q: 'aar', limit: 10 })).toEqual(page);
    expect(await api.getRoster(3)).toEqual(page);
    expect(await api.getClassPage('', undefined)).toEqual(page);
    expect(f.calls.map((c) => `${c.init?.method ?? 'GET'} ${c.url}`)).toEqual([
      'POST http://api.test/api/accounts/12/decline',
      expect.stringMatching(/^GET http:\/\/api\.test\/api\/teachers\?q=rao&cursor=50/),
      'GET http://api.test/api/school/students?q=aar&limit=10',
      'GET http://api.test/api/classes/3/students',
      'GET http://api.test/api/classes',
    ]);
    expect(JSON.parse(f.calls[0]!.init!.body as string)).toEqual({ reason: 'Not a teacher here' });
  });

  it('sends saved answers so they outlive a closing tab, unless the body is over the 64 KB the browser allows', async () => {
    const f = fakeFetch(() => json({ savedAt: '2030-01-01T00:00:00.000Z', remainingSeconds: 60 }));
    const api = everyApiCall('http://api.test', { fetch: f.fn });
    expect(await api.saveAnswers(7, { 1: 'B' })).toEqual({ savedAt: '2030-01-01T00:00:00.000Z', remainingSeconds: 60 });
    expect(f.calls[0]!.init?.keepalive).toBe(true);
    await api.saveAnswers(7, { 1: 'é'.repeat(40_000) });
    expect(f.calls[1]!.init?.keepalive).toBeUndefined();
  });

  it('fetches learner materials with the contract path and makes urls absolute', async () => {
    const f = fakeFetch(() => json({ studyMaterials: [material] }));
    const api = everyApiCall('http://api.test/', { fetch: f.fn });
    const page = await api.getLearnerMaterialPage('S 1');
    expect(f.calls[0]!.url).toBe('http://api.test/api/studyMaterials/S%201');
    expect(page.data[0]!.url).toBe('http://api.test/api/files/abcdefghijklmnop');
    expect(page).toMatchObject({ total: 1, nextCursor: null });
  });

  it('asks for a page of learner materials with the filters, a course phrase per `about`', async () => {
    const f = fakeFetch(() =>
      json({ studyMaterials: [material], total: 7, nextCursor: '1', courses: ['History'], classes: ['Class A'] }),
    );
    const api = everyApiCall('http://api.test', { fetch: f.fn });
    const page = await api.getLearnerMaterialPage('S001', {
      course: 'History',
      class: '',
      about: ['World History', 'History'],
      cursor: '5',
      limit: 5,
    });
    expect(f.calls[0]!.url).toBe(
      'http://api.test/api/studyMaterials/S001?course=History&about=World+History&about=History&cursor=5&limit=5',
    );
    expect(page).toMatchObject({ total: 7, nextCursor: '1', courses: ['History'], classes: ['Class A'] });
  });

  it("records 'Network response was not ok' and yields [] for a non-OK material fetch", async () => {
    const onError = vi.fn();
    const api = everyApiCall('http://api.test', { fetch: fakeFetch(() => json({ message: 'boom' }, 500)).fn, onError });
    expect((await api.getLearnerMaterialPage('S001')).data).toEqual([]);
    expect(onError).toHaveBeenCalledOnce();
    expect((onError.mock.calls[0]![0] as Error).message).toBe(MATERIALS_NOT_OK_MESSAGE);
  });

  it('yields [] when the body does not match the contract, and on network failure', async () => {
    const onError = vi.fn();
    const bad = everyApiCall('http://api.test', { fetch: fakeFetch(() => json({ materials: 'nope' })).fn, onError });
    expect(await bad.getTeacherMaterialPage('1')).toEqual({ data: [], total: 0, nextCursor: null });
    const down = everyApiCall('http://api.test', {
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      onError,
    });
    expect(await down.getAttendance('2025-01-01', 'Class A')).toEqual([]);
    expect(await down.getStudentCount()).toBe(0);
    expect(onError).toHaveBeenCalledTimes(3);
  });

  it('surfaces the server message for student directory failures', async () => {
    const api = everyApiCall('', { fetch: fakeFetch(() => json({ message: 'Database offline' }, 500)).fn });
    await expect(api.getStudentPage()).rejects.toMatchObject({ status: 500, message: 'Database offline' });
    const noMsg = everyApiCall('', { fetch: fakeFetch(() => new Response('oops', { status: 500 })).fn });
    await expect(noMsg.getStudentPage()).rejects.toMatchObject({ message: 'Failed to fetch students' });
    const down = everyApiCall('', {
      fetch: vi.fn(async () => {
        throw new TypeError('offline');
      }),
    });
    await expect(down.getStudentPage()).rejects.toMatchObject({ status: 0, message: 'Error fetching students: offline' });
  });

  it('sends delete and attendance bodies as JSON and keeps the server message on failure', async () => {
    const f = fakeFetch((c) =>
      c.init?.method === 'DELETE' ? json({ message: 'Study material not found: a/b/c' }, 404) : json({ message: 'ok', saved: 1 }),
    );
    const api = everyApiCall('http://api.test', { fetch: f.fn });
    const err = await api.deleteStudyMaterial('a/b/c').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).serverMessage).toBe('Study material not found: a/b/c');
    expect(JSON.parse(f.calls[0]!.init!.body as string)).toEqual({ fileName: 'a/b/c' });
    const sub = {
      date: '2025-01-02',
      class: 'Class A' as const,
      teacherId: 1,
      records: [{ studentId: 'S001', name: 'A', status: 'present' as const }],
    };
    expect(await api.saveAttendance(sub)).toEqual({ message: 'ok', saved: 1 });
    expect(f.calls[1]!.init!.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('builds the attendance query and report query strings', async () => {
    const f = fakeFetch(() => json({ data: [] }));
    const api = everyApiCall('http://api.test', { fetch: f.fn });
    await api.getAttendance('2025-01-02', 'Class B');
    expect(f.calls[0]!.url).toBe('http://api.test/api/attendance?date=2025-01-02&class=Class+B&limit=100');
  });

  it("reads every page of a class's day, keeping the first page's version", async () => {
    const record = (id: string) => ({
      student_id: id,
      name: id,
      status: 'present',
      date: '2025-01-02',
      teacher_id: '1',
      teacher_name: 'T',
    });
    const f = fakeFetch((c) =>
      json(
        c.query.cursor === '100'
          ? { data: [record('S101')], version: 4, total: 101, nextCursor: null }
          : { data: [record('S001')], version: 3, total: 101, nextCursor: '100' },
      ),
    );
    const day = await everyApiCall('http://api.test', { fetch: f.fn }).getAttendanceDay('2025-01-02', 'Class B');
    expect(day).toEqual({ records: [record('S001'), record('S101')], version: 3 });
    expect(f.calls.map((c) => c.query.cursor)).toEqual([undefined, '100']);
  });

  it("reads every page of a class's roster, and asks the directory for a filtered page", async () => {
    const student = (id: string) => ({ studentId: id, name: id, grade: '9th', classes: ['Class B'] });
    const f = fakeFetch((c) =>
      c.path === '/api/students'
        ? json({ data: [], total: 0, nextCursor: null })
        : json(
            c.query.cursor === '100'
              ? { data: [student('S2')], total: 101, nextCursor: null }
              : { data: [student('S1')], total: 101, nextCursor: '100' },
          ),
    );
    const api = everyApiCall('http://api.test', { fetch: f.fn });
    expect((await api.getWholeRoster(7)).map((s) => s.studentId)).toEqual(['S1', 'S2']);
    expect(f.calls.map((c) => c.url)).toEqual([
      'http://api.test/api/classes/7/students?limit=100',
      'http://api.test/api/classes/7/students?cursor=100&limit=100',
    ]);
    await api.getStudentPage({ class: 'Class B', grade: '10th', q: 'ann', cursor: '100', limit: 100 });
    expect(f.calls.at(-1)!.url).toBe('http://api.test/api/students?class=Class+B&grade=10th&q=ann&cursor=100&limit=100');
  });

  it('fetches the class list page by page, and throws the server message when it fails', async () => {
    const { data } = classesPage(['Class A', 'Biology 101 – Period 2'], { lms: ['Biology 101 – Period 2'] });
    const f = fakeFetch((c) =>
      json(
        c.query.cursor === 'next'
          ? { data: [data[1]], total: 2, nextCursor: null }
          : { data: [data[0]], total: 2, nextCursor: 'next' },
      ),
    );
    expect(await everyApiCall('http://api.test', { fetch: f.fn }).getClasses()).toEqual({
      summaries: data,
      classes: ['Class A', 'Biology 101 – Period 2'],
      lmsCourses: ['Biology 101 – Period 2'],
    });
    expect(f.calls.map((c) => c.url)).toEqual([
      'http://api.test/api/classes?limit=100',
      'http://api.test/api/classes?cursor=next&limit=100',
    ]);
    const down = everyApiCall('', { fetch: fakeFetch(() => json({ message: 'Database offline' }, 500)).fn });
    await expect(down.getClasses()).rejects.toMatchObject({ status: 500, message: 'Database offline' });
  });

  it("fetches the catalogue once per subject and course id, and refuses an answer that is not the contract's", async () => {
    const maths = { id: 'maths', title: 'Advanced Mathematics', subject: 'Mathematics', instructor: 'Dr. Sarah Wilson' };
    const f = fakeFetch(() =>
      json({ subjects: ['Mathematics', 'Physics', 'Mathematics'], courses: [maths, { ...maths, title: 'Again' }] }),
    );
    expect(await everyApiCall('http://api.test', { fetch: f.fn }).getCatalogue()).toEqual({
      subjects: ['Mathematics', 'Physics'],
      courses: [maths],
    });
    expect(f.calls[0]!.url).toBe('http://api.test/api/catalogue');
    const bad = everyApiCall('', { fetch: fakeFetch(() => json({ subjects: 'Mathematics', courses: [] })).fn });
    await expect(bad.getCatalogue()).rejects.toBeInstanceOf(ApiError);
  });

  it('searches materials with q and limit in the query, makes urls absolute, and throws the server message', async () => {
    const hit = { material, page: 3, snippet: [{ text: 'cells', match: true }] };
    const f = fakeFetch((call) =>
      call.url.includes('limit') ? json({ hits: [hit] }) : json({ message: 'Invalid query: q: type a word to search for' }, 400),
    );
    const api = everyApiCall('http://api.test/', { fetch: f.fn });
    expect(await api.searchMaterials('cell & tissue', { limit: 5 })).toEqual([
      { ...hit, material: { ...material, url: 'http://api.test/api/files/abcdefghijklmnop' } },
    ]);
    expect(f.calls[0]!.url).toBe('http://api.test/api/materials/search?q=cell+%26+tissue&limit=5');
    await expect(api.searchMaterials(' ')).rejects.toMatchObject({
      status: 400,
      message: 'Invalid query: q: type a word to search for',
    });
    expect(f.calls[1]!.url).toBe('http://api.test/api/materials/search?q=+');
  });

  it('passes the AbortError through instead of recording it', async () => {
    const onError = vi.fn();
    const api = everyApiCall('', {
      onError,
      fetch: vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    });
    await expect(api.getLearnerMaterialPage('S001')).rejects.toMatchObject({ name: 'AbortError' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('uploads with XMLHttpRequest and reports real progress', async () => {
    const progress: number[] = [];
    const xhr = fakeXhr({
      progress: [
        [50, 100],
        [100, 100],
      ],
      status: 201,
      body: {
        message: 'Uploaded 1 file.',
        materials: [
          {
            ...material,
            name: 'Lectures/Mathematics/Notes.pdf',
            id: 1,
            title: 'Notes.pdf',
            description: '',
            classes: ['Class A'],
            category: 'Lectures',
            course: 'Mathematics',
          },
        ],
      },
    });
    try {
      const api = everyApiCall('http://api.test');
      const file = new File(['%PDF-1.4'], 'Notes.pdf', { type: 'application/pdf' });
      const res = await api.uploadStudyMaterials(
        '1',
        { category: 'Lectures', course: 'Mathematics', classes: ['Class A'], files: [file] },
        {
          onProgress: (p) => progress.push(p.percent),
        },
      );
      expect(progress).toEqual([50, 100]);
      expect(xhr.sent[0]!.url).toBe('http://api.test/api/UploadStudyMaterial/1');
      expect([...xhr.sent[0]!.form.keys()]).toEqual(['category', 'course', 'teacherId', 'classes', 'files']);
      expect(res.materials[0]!.url).toBe('http://api.test/api/files/abcdefghijklmnop');
    } finally {
      xhr.restore();
    }
  });

  it('falls back to fetch for uploads without XMLHttpRequest and surfaces 413 messages', async () => {
    const f = fakeFetch(() => json({ message: 'big.pdf is too large. Maximum size is 50MB.' }, 413));
    const api = everyApiCall('http://api.test', { fetch: f.fn });
    const err = await api
      .uploadStudyMaterials('1', { category: 'Lectures', course: 'Mathematics', classes: ['Class A'], files: [new Blob(['x'])] })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 413, serverMessage: 'big.pdf is too large. Maximum size is 50MB.' });
    expect(f.calls[0]!.init!.body).toBeInstanceOf(FormData);
  });
});
