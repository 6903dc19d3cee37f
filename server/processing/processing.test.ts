import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { loadImage } from '@napi-rs/canvas';
import { LearnerMaterialsResponse, TeacherMaterialsResponse, type TeacherMaterial } from '../../src/contract/materials.ts';
import { getJson, sendJson, upload as uploadTo, uploadForm, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withFreshHarnessEachTest } from '../test-support/signed-in-harness.ts';
import { TEST_ACCOUNTS } from '../test-support/accounts.ts';
import { encryptPdf, imageBombPdf, makePdf, tinyPdf } from '../test-support/pdf-files.ts';
import { jpegWithOrientation } from '../test-support/image-files.ts';
import { encodePng } from '../seed/png.ts';
import { readPreviewText } from '../../src/contract/preview-text.ts';

const SECRET = 'embed-secret-of-the-processing-tests';
let h: Harness;
let teacher: HeaderMap;
// Jobs run here.
withFreshHarnessEachTest((started, signedIn) => ([h, teacher] = [started, signedIn]), {
  processMaterials: true,
  embedSecret: SECRET,
});

const upload = (files: { bytes: Uint8Array; name: string; type?: string }[]) => uploadTo(h.base, uploadForm(files), teacher);
const teacherList = async () =>
  TeacherMaterialsResponse.parse((await getJson(`${h.base}/api/getStudyMaterials/1`, teacher)).body).materials;
const listed = async (title: string) => (await teacherList()).find((m) => m.name.endsWith(`/${title}`));
/** The material once its processing job has ended (the list is cached until a write: this reads through that). */
async function processed(title: string): Promise<TeacherMaterial> {
  await expect.poll(async () => (await listed(title))?.processing, { timeout: 90_000, interval: 200 }).not.toBe('pending');
  return (await listed(title))!;
}
const get = (path: string, headers: HeaderMap = teacher) => fetch(`${h.base}${path}`, { headers });
const bearer = async (email: string): Promise<HeaderMap> => ({
  Authorization: `Bearer ${await new SignJWT({ sub: email, exp: Math.floor(Date.now() / 1000) + 600 }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(SECRET))}`,
});

describe('the upload check', () => {
  it('refuses a truncated or damaged PDF with 422 naming it, and stores nothing of the upload', async () => {
    const whole = await makePdf({ pages: 2 });
    const res = await upload([
      { bytes: tinyPdf(), name: 'Fine.pdf' },
      { bytes: whole.subarray(0, whole.length - 200), name: 'Broken notes.pdf' },
    ]);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'Broken notes.pdf could not be read as a PDF' });
    const fake = await upload([{ bytes: new TextEncoder().encode('%PDF-1.7\nnot really a PDF\n%%EOF\n'), name: 'fake' }]);
    expect(fake).toMatchObject({ status: 422, body: { message: 'fake.pdf could not be read as a PDF' } });
    expect(await teacherList()).toEqual([]);
    expect(await h.diskState()).toEqual({ tmp: [], files: [] });
    expect(await h.db.query('SELECT * FROM material_jobs')).toEqual([]);
  }, 120_000);

  it('accepts a PDF that needs a password: nothing more is read without it', async () => {
    const res = await upload([{ bytes: encryptPdf(await makePdf({ pages: 3 }), 'secret'), name: 'Locked.pdf' }]);
    expect(res.status, res.text).toBe(201);
    const m = await listed('Locked.pdf');
    expect(m).toMatchObject({ processing: 'done', type: 'application/pdf' });
    expect(m).not.toHaveProperty('pages');
    expect(m).not.toHaveProperty('preview_url');
    expect(await h.db.query('SELECT * FROM material_jobs')).toEqual([]);
  }, 120_000);

  it("stores an image's size as shown (EXIF orientation applied) and its orientation; SVG stays refused", async () => {
    const res = await upload([
      { bytes: jpegWithOrientation(64, 16, 6), name: 'Turned.jpg', type: 'image/jpeg' },
      { bytes: encodePng(48, 20, () => [10, 20, 30]), name: 'Flat.png', type: 'image/png' },
    ]);
    expect(res.status, res.text).toBe(201);
    expect(res.body.materials.map((m: TeacherMaterial) => [m.name, m.processing, m.width, m.height])).toEqual([
      ['Lectures/Mathematics/Turned.jpg', 'done', 16, 64],
      ['Lectures/Mathematics/Flat.png', 'done', 48, 20],
    ]);
    const rows = await h.db.query<{ title: string; orientation: number | null }>(
      'SELECT title, orientation FROM materials ORDER BY title',
    );
    expect(rows).toEqual([
      { title: 'Flat.png', orientation: null },
      { title: 'Turned.jpg', orientation: 6 },
    ]);
    const svg = await upload([
      { bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'x.svg', type: 'image/svg+xml' },
    ]);
    expect(svg.status).toBe(415);
  }, 120_000);
});

describe('processing after the upload', () => {
  it("stores pages, labels, outline, page 1 size, every page's text, a preview and a thumbnail", async () => {
    const texts = ['Contents\nof the book', 'Preface', 'Photosynthesis makes sugar', 'Respiration'];
    const res = await upload([
      { bytes: await makePdf({ pages: texts, romanPages: 2, outline: ['Start', 'Plants'], rotate: 90 }), name: 'Biology.pdf' },
    ]);
    expect(res.status, res.text).toBe(201);
    expect(res.body.materials[0]).toMatchObject({ processing: 'pending' });
    expect(res.body.materials[0]).not.toHaveProperty('preview_url');

    const m = await processed('Biology.pdf');
    expect(m).toMatchObject({ processing: 'done', pages: 4, width: 842, height: 595 });
    expect(m.preview_url).toMatch(/^\/api\/files\/\d+\/preview\?v=[A-Za-z0-9_-]{6}$/);
    expect(m.thumbnail_url).toMatch(/^\/api\/files\/\d+\/thumbnail\?v=[A-Za-z0-9_-]{6}$/);
    const learner = LearnerMaterialsResponse.parse(
      (await getJson(`${h.base}/api/studyMaterials/S001`, await h.signIn('student'))).body,
    ).studyMaterials[0]!;
    expect(learner).toMatchObject({
      processing: 'done',
      pages: 4,
      width: 842,
      height: 595,
      preview_url: m.preview_url,
      thumbnail_url: m.thumbnail_url,
    });

    const [row] = await h.db.query<{ id: number; page_labels: string[]; has_outline: boolean }>(
      "SELECT id, page_labels, has_outline FROM materials WHERE title = 'Biology.pdf'",
    );
    expect(row).toMatchObject({ page_labels: ['i', 'ii', '1', '2'], has_outline: true });
    const pages = await h.db.query<{ page: number; body: string }>(
      'SELECT page, body FROM material_pages WHERE material_id = $1 ORDER BY page',
      [row!.id],
    );
    expect(pages.map((p) => p.body)).toEqual(texts);
    expect(await h.db.query('SELECT * FROM material_jobs')).toEqual([]);

    const preview = await get(m.preview_url!);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/webp');
    expect(preview.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
    const image = await loadImage(Buffer.from(await preview.arrayBuffer()));
    expect([image.width, image.height]).toEqual([1200, Math.round((1200 * 595) / 842)]);
    const thumbnail = await loadImage(Buffer.from(await (await get(m.thumbnail_url!)).arrayBuffer()));
    expect(thumbnail.width).toBe(160);
    const again = await get(m.preview_url!, { ...teacher, 'If-None-Match': preview.headers.get('etag')! });
    expect(again.status).toBe(304);

    // Page 1's text layout, as the viewer reads it to lay the text over the preview.
    expect(m.preview_text_url).toMatch(/^\/api\/files\/\d+\/preview-text\?v=[A-Za-z0-9_-]{6}$/);
    expect(learner.preview_text_url).toBe(m.preview_text_url);
    const layoutRes = await get(m.preview_text_url!);
    expect(layoutRes.status).toBe(200);
    expect(layoutRes.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(layoutRes.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const layout = readPreviewText(await layoutRes.json())!;
    expect(layout).toMatchObject({ view: [0, 0, 595, 842], userUnit: 1, rotate: 90 });
    expect(layout.items.map((i) => ('str' in i ? i.str : '')).join('')).toContain('Contents');
  }, 120_000);

  it('gives up the preview of a PDF whose image is over the decoding limit, keeps its pages and size, and serves it byte-identical', async () => {
    // Just over MAX_IMAGE_PIXELS (3500 x 3500): left out before it is decoded.
    const bomb = await imageBombPdf(3501);
    expect((await upload([{ bytes: bomb, name: 'Poster.pdf' }])).status).toBe(201);
    const m = await processed('Poster.pdf');
    expect(m).toMatchObject({ processing: 'too-large', pages: 1, width: 595, height: 842 });
    expect(m).not.toHaveProperty('preview_url');
    expect(m).not.toHaveProperty('thumbnail_url');
    const file = await get(m.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(bomb))).toBe(true);
    expect(await h.db.query('SELECT * FROM material_jobs')).toEqual([]);
  }, 120_000);

  it('stores no labels when they are the page numbers, and no outline when there is none', async () => {
    await upload([{ bytes: await makePdf({ pages: 3 }), name: 'Plain.pdf' }]);
    const m = await processed('Plain.pdf');
    expect(m).toMatchObject({ processing: 'done', pages: 3, width: 595, height: 842 });
    const [row] = await h.db.query<{ page_labels: unknown; has_outline: boolean }>(
      "SELECT page_labels, has_outline FROM materials WHERE title = 'Plain.pdf'",
    );
    expect(row).toEqual({ page_labels: null, has_outline: false });
  }, 120_000);

  it('deleting a material removes its preview and thumbnail too', async () => {
    await upload([{ bytes: tinyPdf(), name: 'Gone.pdf' }]);
    const m = await processed('Gone.pdf');
    expect(m.preview_url).toBeDefined();
    expect((await h.diskState()).files).toHaveLength(3);
    expect(
      (await sendJson(`${h.base}/api/deleteStudyMaterial`, 'DELETE', { fileName: 'Lectures/Mathematics/Gone.pdf' }, teacher))
        .status,
    ).toBe(200);
    expect(await h.diskState()).toEqual({ tmp: [], files: [] });
    expect(await getJson(`${h.base}${m.preview_url}`, teacher)).toMatchObject({
      status: 404,
      body: { message: 'File not found.' },
    });
  }, 120_000);
});

describe('GET /api/files/{id}/preview, /thumbnail and /preview-text', () => {
  it("follow the file's access rules: a session or a signed link, never anonymous", async () => {
    await upload([{ bytes: tinyPdf(), name: 'Shared.pdf' }]);
    const m = await processed('Shared.pdf');
    for (const url of [m.preview_url!, m.thumbnail_url!, m.preview_text_url!]) {
      expect((await get(url, {})).status, url).toBe(401);
      expect((await get(url, await h.signIn('student'))).status, url).toBe(200);
      expect((await get(url, await h.signIn('parent'))).status, url).toBe(200);
      expect((await get(url, await h.signIn('pendingTeacher'))).status, url).toBe(403);
    }
    // An embed page's list names the images with its signed link: an <img> opens them with no cookie or header.
    const viaToken = (await getJson(`${h.base}/api/studyMaterials/S001`, await bearer(TEST_ACCOUNTS.student.email))).body
      .studyMaterials[0];
    expect(viaToken.preview_url).toMatch(/^\/api\/files\/\d+\/preview\?v=[A-Za-z0-9_-]{6}&access=\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(viaToken.thumbnail_url).toMatch(/&access=/);
    for (const url of [viaToken.preview_url, viaToken.thumbnail_url]) {
      const res = await get(url, {});
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }
    const forged = viaToken.preview_url.replace(/access=(\d+)\./, (_: string, id: string) => `access=${Number(id) + 1}.`);
    expect((await get(forged, {})).status).toBe(401);
  }, 120_000);

  it('answer 404 with a message when there is no image (yet), no material, or no such id', async () => {
    const res = await upload([{ bytes: encodePng(8, 8, () => [0, 0, 0]), name: 'Picture.png', type: 'image/png' }]);
    const url = res.body.materials[0].url as string;
    for (const kind of ['preview', 'thumbnail']) {
      const none = await getJson(`${h.base}${url}/${kind}`, teacher);
      expect(none, kind).toMatchObject({ status: 404, body: { message: `This file has no ${kind} image.` } });
      expect(none.headers.get('cache-control')).toBe('no-store');
      expect(await getJson(`${h.base}/api/files/999999/${kind}`, teacher)).toMatchObject({
        status: 404,
        body: { message: 'File not found.' },
      });
      expect(await getJson(`${h.base}/api/files/1e3/${kind}`, teacher)).toMatchObject({
        status: 404,
        body: { message: 'File not found.' },
      });
    }
    const noText = await getJson(`${h.base}${url}/preview-text`, teacher);
    expect(noText).toMatchObject({ status: 404, body: { message: 'This file has no page text layout.' } });
    expect(noText.headers.get('cache-control')).toBe('no-store');
    expect(await getJson(`${h.base}/api/files/999999/preview-text`, teacher)).toMatchObject({
      status: 404,
      body: { message: 'File not found.' },
    });
  }, 120_000);
});
