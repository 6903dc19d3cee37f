import { describe, expect, it } from 'vitest';
import { request } from 'node:http';
import {
  getJson,
  sendJson,
  upload as uploadTo,
  uploadForm as form,
  PDF,
  PNG,
  type HeaderMap,
  type Harness,
} from '../test-support/harness.ts';
import { withFreshHarnessEachTest } from '../test-support/signed-in-harness.ts';
import { MAX_UPLOAD_BYTES } from '../../src/contract/constants.ts';
import { tinyPdf } from '../test-support/pdf-files.ts';
import { LearnerMaterialsResponse, TeacherMaterialsResponse, UploadResponse } from '../../src/contract/materials.ts';

let h: Harness;
let teacher: HeaderMap; // teacher 1, signed in for every request unless a test says otherwise
withFreshHarnessEachTest((harness, signedIn) => ([h, teacher] = [harness, signedIn]));

const upload = (f: FormData, teacherId = '1') => uploadTo(h.base, f, teacher, teacherId);
const teacherList = async () =>
  TeacherMaterialsResponse.parse((await getJson(`${h.base}/api/getStudyMaterials/1`, teacher)).body).materials;
const remove = (body: unknown) => sendJson(`${h.base}/api/deleteStudyMaterial`, 'DELETE', body, teacher);
const fetchFile = (url: string, headers: HeaderMap = {}) => fetch(url, { headers: { ...teacher, ...headers } });

async function expectNothingWritten() {
  expect(await teacherList()).toEqual([]);
  expect(await h.diskState()).toEqual({ tmp: [], files: [] });
}

describe('POST /api/UploadStudyMaterial/{teacherId}', () => {
  it('stores several files and lists them for teacher and learners with urls that serve the bytes', async () => {
    const res = await upload(
      form([
        { bytes: PDF, name: 'Notes.pdf' },
        { bytes: PNG, name: 'Diagram.png', type: 'image/png' },
      ]),
    );
    expect(res.status).toBe(201);
    const body = UploadResponse.parse(res.body);
    expect(body.materials.map((m) => m.name)).toEqual(['Lectures/Mathematics/Notes.pdf', 'Lectures/Mathematics/Diagram.png']);
    const list = await teacherList();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ category: 'Lectures', course: 'Mathematics', size: expect.any(Number) });
    const student = await h.signIn('student');
    const learner = LearnerMaterialsResponse.parse(
      (await getJson(`${h.base}/api/studyMaterials/S001`, student)).body,
    ).studyMaterials;
    expect(learner.map((m) => m.name).sort()).toEqual(['Diagram.png', 'Notes.pdf']);
    const file = await fetch(`${h.base}${learner.find((m) => m.name === 'Notes.pdf')!.url}`, { headers: student });
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    expect((await getJson(`${h.base}/api/getStudyMaterials/2`, await h.signIn('teacher2'))).body).toEqual({
      materials: [],
      total: 0,
      nextCursor: null,
    });
    expect((await h.diskState()).tmp).toEqual([]);
  });

  it('lists newest first', async () => {
    await upload(form([{ bytes: PDF, name: 'first.pdf' }]));
    await new Promise((r) => setTimeout(r, 20));
    await upload(form([{ bytes: PDF, name: 'second.pdf' }]));
    const learner = (await getJson(`${h.base}/api/studyMaterials/S001`, await h.signIn('student'))).body.studyMaterials;
    expect(learner.map((m: { name: string }) => m.name)).toEqual(['second.pdf', 'first.pdf']);
  });

  it('never loses a file when two uploads share a name', async () => {
    await upload(form([{ bytes: PDF, name: 'Same.pdf' }]));
    const second = await upload(
      form([
        { bytes: PDF, name: 'Same.pdf' },
        { bytes: PDF, name: 'Same.pdf' },
      ]),
    );
    expect(second.status).toBe(201);
    const names = (await teacherList()).map((m) => m.name).sort();
    expect(names).toEqual([
      'Lectures/Mathematics/Same (2).pdf',
      'Lectures/Mathematics/Same (3).pdf',
      'Lectures/Mathematics/Same.pdf',
    ]);
    expect((await h.diskState()).files).toHaveLength(3);
  });

  it('refuses a file over 52,428,800 bytes with 413 and the spec message, storing nothing', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PDF);
    const res = await upload(
      form([
        { bytes: PDF, name: 'ok.pdf' },
        { bytes: big, name: 'huge.pdf' },
      ]),
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'huge.pdf is too large. Maximum size is 50MB.' });
    await expectNothingWritten();
  });

  it('accepts a file of exactly 52,428,800 bytes', async () => {
    const max = tinyPdf('The largest PDF', MAX_UPLOAD_BYTES);
    const res = await upload(form([{ bytes: max, name: 'max.pdf' }]));
    expect(res.status).toBe(201);
    expect((await teacherList())[0]!.size).toBe(MAX_UPLOAD_BYTES);
  });

  it('judges the type by content: a text file named .pdf, or a PDF declared as PNG, is 415', async () => {
    const text = new TextEncoder().encode('just some text, not a pdf at all');
    for (const f of [
      { bytes: text, name: 'fake.pdf', type: 'application/pdf' },
      { bytes: PDF, name: 'doc.png', type: 'image/png' },
      { bytes: text, name: 'notes.txt', type: 'text/plain' },
      { bytes: PDF, name: 'tool.exe', type: 'application/octet-stream' },
      { bytes: Uint8Array.from([0x25, 0x50]), name: 'tiny.pdf', type: 'application/pdf' },
      // SVG can carry scripts and links: refused, as the viewer refuses to show it.
      {
        bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'logo.svg',
        type: 'image/svg+xml',
      },
    ]) {
      const res = await upload(form([f]));
      expect(res.status, f.name).toBe(415);
      expect(res.body).toEqual({ message: `${f.name} is not a supported file type.` });
    }
    await expectNothingWritten();
  });

  it('accepts a WebP picture (RIFF....WEBP), stored as image/webp', async () => {
    const webp = Uint8Array.from([
      ...new TextEncoder().encode('RIFF'),
      0x24,
      0,
      0,
      0,
      ...new TextEncoder().encode('WEBPVP8 '),
      0x18,
      0,
      0,
      0,
    ]);
    const res = await upload(form([{ bytes: webp, name: 'photo.webp', type: 'image/webp' }]));
    expect(res.status).toBe(201);
    expect(res.body.materials[0].type).toBe('image/webp');
  });

  it('accepts a generic declared type when the extension and content agree', async () => {
    const res = await upload(form([{ bytes: PDF, name: 'scan.pdf', type: 'application/octet-stream' }]));
    expect(res.status).toBe(201);
    expect(res.body.materials[0].type).toBe('application/pdf');
  });

  it('refuses empty files, missing fields (a class too) and unknown category or course with 400', async () => {
    const cases: [FormData, RegExp][] = [
      [form([{ bytes: new Uint8Array(0), name: 'empty.pdf' }]), /empty\.pdf is empty/],
      [form([]), /Please select files, category, and course\./],
      [form([{ bytes: PDF, name: 'a.pdf' }], { course: 'Mathematics' }), /Please select files, category, and course\./],
      [form([{ bytes: PDF, name: 'a.pdf' }], { category: 'Homework', course: 'Mathematics' }), /category must be one of/],
      [form([{ bytes: PDF, name: 'a.pdf' }], { category: 'Lectures', course: 'Mathematics' }), /Choose at least one class/],
      [
        form([{ bytes: PDF, name: 'a.pdf' }], { category: 'Lectures', course: 'Cooking', classes: 'Class A' }),
        /course must be one of/,
      ],
      [
        form([{ bytes: PDF, name: 'a.pdf' }], {
          category: 'Lectures',
          course: 'Mathematics',
          teacherId: '2',
          classes: 'Class A',
        }),
        /teacherId/,
      ],
    ];
    for (const [f, msg] of cases) {
      const res = await upload(f);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(msg);
    }
    const notMultipart = await sendJson(`${h.base}/api/UploadStudyMaterial/1`, 'POST', { files: [] }, teacher);
    expect(notMultipart.status).toBe(400);
    // A malformed path teacher id is refused before the body is read.
    expect((await upload(form([{ bytes: PDF, name: 'a.pdf' }]), '..%2F..')).status).toBe(400);
    await expectNothingWritten();
  });

  it('stores hostile names as text under server-generated file names', async () => {
    const hostile = '<img src=x onerror=alert(1)>\u202Efdp.exe\u0000\u0007../../x".pdf';
    const res = await upload(form([{ bytes: PDF, name: hostile }]));
    expect(res.status).toBe(201);
    const [m] = await teacherList();
    const title = m!.name.split('/').slice(2).join('/');
    expect(title).toBe('<img src=x onerror=alert(1)>fdp.exe.._.._x".pdf');
    expect(m!.name.split('/')).toHaveLength(3);
    const files = (await h.diskState()).files;
    expect(files[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const file = await fetchFile(`${h.base}${m!.url}`);
    const cd = file.headers.get('content-disposition')!;
    expect(cd).toBe(
      `inline; filename="<img src=x onerror=alert(1)>fdp.exe.._.._x_.pdf"; filename*=UTF-8''${encodeURIComponent(title).replace(/[()']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    // eslint-disable-next-line no-control-regex -- asserting no control characters leak into the header
    expect(cd).not.toMatch(/[\r\n\u0000]/);
  });

  it('leaves nothing behind when the client disconnects mid-upload', async () => {
    const url = new URL(`${h.base}/api/UploadStudyMaterial/1`);
    const boundary = 'XyZboundary';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nLectures\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="course"\r\n\r\nMathematics\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="cut.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
    await new Promise<void>((resolve) => {
      const req = request(url, {
        method: 'POST',
        headers: { ...teacher, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': 10_000_000 },
      });
      req.on('error', () => resolve());
      req.write(head);
      req.write(Buffer.alloc(1_000_000, 0x41));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 300);
    });
    await new Promise((r) => setTimeout(r, 300));
    await expectNothingWritten();
  });
});

describe('DELETE /api/deleteStudyMaterial', () => {
  it('deletes the record and the file', async () => {
    await upload(
      form([
        { bytes: PDF, name: 'gone.pdf' },
        { bytes: PDF, name: 'kept.pdf' },
      ]),
    );
    const res = await remove({ fileName: 'Lectures/Mathematics/gone.pdf' });
    expect(res).toMatchObject({ status: 200, body: { message: expect.any(String) } });
    expect((await teacherList()).map((m) => m.name)).toEqual(['Lectures/Mathematics/kept.pdf']);
    expect((await h.diskState()).files).toHaveLength(1);
  });

  it('answers 404 with a message for an unknown name', async () => {
    const res = await remove({ fileName: 'Lectures/Mathematics/none.pdf' });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/not found/i);
  });

  it('refuses names that are not category/course/title with 400 and touches nothing', async () => {
    await upload(form([{ bytes: PDF, name: 'safe.pdf' }]));
    for (const fileName of [
      '../../etc/passwd',
      'Lectures/../../safe.pdf',
      '/etc/passwd',
      'C:/Windows/x',
      'Lectures\\..\\x',
      '%2e%2e/%2e%2e/etc/passwd',
      'Lectures/Mathematics/',
      'a/b/c\u0000.pdf',
      'Lectures/Mathematics/a\u0000.pdf',
    ]) {
      const res = await remove({ fileName });
      expect(res.status, fileName).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    for (const fileName of ['Lectures/Mathematics/%252e%252e%252fsafe.pdf', 'Lectures/Mathematics/..']) {
      expect((await remove({ fileName })).status, fileName).toBe(404);
    }
    expect(await teacherList()).toHaveLength(1);
    expect((await h.diskState()).files).toHaveLength(1);
  });

  it('stores the extension of the detected type and no invisible characters, whatever the name said', async () => {
    const res = await upload(
      form([
        { bytes: PDF, name: 'lesson.html', type: 'application/pdf' },
        { bytes: PDF, name: 'invoice\u202efdp.exe', type: 'application/pdf' },
        { bytes: PNG, name: 'dia\u200bgram', type: 'image/png' },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await teacherList()).map((m) => m.name).sort()).toEqual([
      'Lectures/Mathematics/diagram.png',
      'Lectures/Mathematics/invoicefdp.pdf',
      'Lectures/Mathematics/lesson.pdf',
    ]);
  });

  it('deletes whatever upload accepted: percent signs, backslashes, dots and markup in titles', async () => {
    const names = ['a%00b.pdf', 'x%5Cy.pdf', '%2e%2e.pdf', 'back\\slash.pdf', '<b>bold</b>.pdf'];
    const res = await upload(form(names.map((name) => ({ bytes: PDF, name }))));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const stored = (await teacherList()).map((m) => m.name);
    expect(stored).toHaveLength(names.length);
    for (const fileName of stored) expect((await remove({ fileName })).status, fileName).toBe(200);
    expect(await teacherList()).toEqual([]);
    expect((await h.diskState()).files).toEqual([]);
  });

  it('refuses malformed bodies with 400', async () => {
    for (const body of ['{bad json', '{}', '{"fileName": 5}', '{"fileName": ""}']) {
      const res = await remove(body);
      expect(res.status, body).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/files/{id}', () => {
  async function stored(bytes: Uint8Array, name = 'r.pdf') {
    const res = await upload(form([{ bytes, name }]));
    return `${h.base}${res.body.materials[0].url}`;
  }
  const body = Uint8Array.from({ length: 1000 }, (_, i) => (i < PDF.length ? PDF[i]! : i % 256));

  it('serves the whole file with safe headers', async () => {
    const url = await stored(body);
    const res = await fetchFile(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe('1000');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="r\.pdf"; filename\*=UTF-8''r\.pdf$/);
    expect((await fetchFile(`${url}?download=1`)).headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it("downloads a PDF opened as a page of its own (a tab, a frame), so the browser's PDF viewer never runs its script", async () => {
    const url = await stored(body);
    for (const dest of ['document', 'iframe', 'embed', 'object']) {
      const res = await fetchFile(url, { 'Sec-Fetch-Dest': dest });
      expect(res.status, dest).toBe(200);
      expect(res.headers.get('content-disposition'), dest).toMatch(/^attachment; filename="r\.pdf"/);
      expect(res.headers.get('vary'), dest).toMatch(/^Origin, Sec-Fetch-Dest$/i);
    }
    // pdf.js's fetches, an <img> and clients that name no destination get it inline as before.
    for (const dest of ['empty', 'image', undefined]) {
      const res = await fetchFile(url, dest ? { 'Sec-Fetch-Dest': dest } : {});
      expect(res.headers.get('content-disposition'), dest).toMatch(/^inline;/);
    }
    const ranged = await fetchFile(url, { 'Sec-Fetch-Dest': 'empty', Range: 'bytes=0-9' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-disposition')).toMatch(/^inline;/);
  });

  it('answers byte ranges with 206 and Content-Range', async () => {
    const url = await stored(body);
    const cases: [string, number, number][] = [
      ['bytes=0-9', 0, 9],
      ['bytes=990-', 990, 999],
      ['bytes=-10', 990, 999],
      ['bytes=500-5000', 500, 999],
      ['bytes=999-999', 999, 999],
    ];
    for (const [range, start, end] of cases) {
      const res = await fetchFile(url, { Range: range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`);
      expect(res.headers.get('content-length')).toBe(String(end - start + 1));
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(body.slice(start, end + 1));
    }
  });

  it('answers 416 for unsatisfiable ranges and 200 for ones it ignores', async () => {
    const url = await stored(body);
    for (const range of ['bytes=1000-', 'bytes=5000-6000', 'bytes=10-5', 'bytes=-0', 'bytes=abc']) {
      const res = await fetchFile(url, { Range: range });
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */1000');
    }
    for (const range of ['bytes=0-1,5-6', 'items=0-5']) {
      const res = await fetchFile(url, { Range: range });
      expect(res.status, range).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBe(1000);
    }
    const stale = await fetchFile(url, { Range: 'bytes=0-9', 'If-Range': '"other"' });
    expect(stale.status).toBe(200);
  });

  it('answers 404 JSON for unknown and malformed ids, and after delete', async () => {
    const url = await stored(body);
    expect((await getJson(`${h.base}/api/files/999999`, teacher)).status).toBe(404);
    expect((await getJson(`${h.base}/api/files/AAAAAAAAAAAAAAAAAAAAAA`, teacher)).status).toBe(404);
    expect((await getJson(`${h.base}/api/files/1e3`, teacher)).status).toBe(404);
    expect((await getJson(`${h.base}/api/files/..%2F..%2Fetc`, teacher)).status).toBe(404);
    await remove({ fileName: 'Lectures/Mathematics/r.pdf' });
    expect(await getJson(url, teacher)).toMatchObject({ status: 404, body: { message: 'File not found.' } });
  });

  it('exposes range headers to allowed cross-origin callers only', async () => {
    const url = await stored(body);
    const ok = await fetchFile(url, { Origin: 'http://embed.test', Range: 'bytes=0-1' });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://embed.test');
    expect(ok.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
    expect(ok.headers.get('access-control-expose-headers')).toMatch(/Accept-Ranges/);
    const other = await fetchFile(url, { Origin: 'http://evil.test' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://embed.test', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'range' },
    });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/Range/);
  });
});
