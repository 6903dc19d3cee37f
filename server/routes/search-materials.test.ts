import { beforeEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { MaterialSearchResponse, type MaterialSearchHit } from '../../src/contract/material-search.ts';
import { getJson, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withHarness } from '../test-support/signed-in-harness.ts';
import { TEST_ACCOUNTS, type AccountName } from '../test-support/accounts.ts';
import { insertMaterial } from '../services/materials.ts';
import { snippetSegments } from '../services/material-search.ts';

const SECRET = 'the-host-backend-and-this-server-share-this-secret';
let h: Harness;
withHarness((started) => (h = started), { embedSecret: SECRET }, 'never');

let n = 0;
/** A material of `teacherId` whose pages hold these texts (page 1 first); returns its id. */
async function material(
  title: string,
  pages: string[],
  teacherId = '1',
  uploadedAt = new Date(Date.UTC(2026, 0, 1, 9, ++n)),
): Promise<number> {
  const row = await insertMaterial(h.db, {
    fileId: `search-test-${++n}`,
    teacherId,
    category: 'Lectures',
    course: 'Biology',
    title,
    mime: 'application/pdf',
    size: 100,
    uploadedAt,
    classes: ['Class A'],
  });
  for (const [i, body] of pages.entries())
    await h.db.query('INSERT INTO material_pages (material_id, page, body) VALUES ($1, $2, $3)', [row.id, i + 1, body]);
  return row.id;
}

const FILLER = 'The lesson continues with examples, exercises and a short summary of the ideas above.';

beforeEach(async () => {
  await h.reset();
  await material('Plants.pdf', [
    `Chapter one. ${FILLER}`,
    `Photosynthesis turns light into sugar. Photosynthesis happens in the chloroplast, and photosynthesis needs water. ${FILLER}`,
    `A short note: photosynthesis is mentioned once here. ${FILLER} ${FILLER}`,
  ]);
  await material(
    'Cells.pdf',
    [`${FILLER} Cells divide. Plants grow by photosynthesis, among many other things. ${FILLER} ${FILLER}`],
    '2',
  );
  await material('Rocks.pdf', [`Sedimentary rocks form in layers. ${FILLER}`]);
  const gone = await material('Lost.pdf', ['Photosynthesis in a file that is no longer on disk.']);
  await h.db.query('UPDATE materials SET file_missing = true WHERE id = $1', [gone]);
});

const search = async (who: AccountName | HeaderMap, query: string) =>
  getJson(`${h.base}/api/materials/search?${query}`, typeof who === 'string' ? await h.signIn(who) : who);
const hitsOf = async (who: AccountName | HeaderMap, q: string): Promise<MaterialSearchHit[]> => {
  const res = await search(who, `q=${encodeURIComponent(q)}`);
  expect(res.status, res.text).toBe(200);
  return MaterialSearchResponse.parse(res.body).hits;
};
const text = (hit: MaterialSearchHit) => hit.snippet.map((s) => s.text).join('');

describe('GET /api/materials/search: who searches what', () => {
  it('learners and parents search every material learners see (not one whose file is missing), named as in their list', async () => {
    for (const who of ['student', 'parent'] as const) {
      const hits = await hitsOf(who, 'photosynthesis');
      expect(hits.map((x) => x.material.name).sort()).toEqual(['Cells.pdf', 'Plants.pdf']);
      expect(hits[0]!.material).not.toHaveProperty('title');
    }
  });

  it('a teacher searches their own materials, named as in their Manage list', async () => {
    expect((await hitsOf('teacher', 'photosynthesis')).map((x) => x.material.name)).toEqual(['Lectures/Biology/Plants.pdf']);
    expect((await hitsOf('teacher2', 'photosynthesis')).map((x) => x.material)).toEqual([
      expect.objectContaining({ name: 'Lectures/Biology/Cells.pdf', category: 'Lectures', course: 'Biology' }),
    ]);
  });

  it('needs a session (401) of an active account (403 while waiting for approval or a link)', async () => {
    expect((await search({}, 'q=photosynthesis')).status).toBe(401);
    for (const who of ['pendingTeacher', 'unlinkedStudent', 'unlinkedParent'] as const) {
      const res = await search(who, 'q=photosynthesis');
      expect(res.status, who).toBe(403);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('an embed token gets the same signed file links as its list, which open the file', async () => {
    const token = await new SignJWT({ sub: TEST_ACCOUNTS.student.email, exp: Math.floor(Date.now() / 1000) + 600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(SECRET));
    const bearer = { Authorization: `Bearer ${token}` };
    const hit = (await hitsOf(bearer, 'photosynthesis')).find((x) => x.material.name === 'Plants.pdf')!;
    expect(hit.material.url).toMatch(/^\/api\/files\/\d+\?access=[^&]+$/);
    const list = (await getJson(`${h.base}/api/studyMaterials/S001`, bearer)).body.studyMaterials as {
      name: string;
      url: string;
    }[];
    expect(list.find((m) => m.name === 'Plants.pdf')!.url).toBe(hit.material.url);
    // A cookie session's links carry nothing: the cookie goes with the file request.
    expect((await hitsOf('student', 'photosynthesis'))[0]!.material.url).toMatch(/^\/api\/files\/\d+$/);
  });
});

describe('GET /api/materials/search: ranking and snippets', () => {
  it('names each material once, at its best page, the page most about the words first', async () => {
    const hits = await hitsOf('student', 'photosynthesis');
    expect(hits.map((x) => [x.material.name, x.page])).toEqual([
      ['Plants.pdf', 2],
      ['Cells.pdf', 1],
    ]);
  });

  it("returns the snippet as text segments with the matched words flagged, in the page's own spelling", async () => {
    const [best] = await hitsOf('student', 'photosynthesis chloroplast');
    expect(best!.snippet.filter((s) => s.match).map((s) => s.text)).toEqual(
      expect.arrayContaining(['Photosynthesis', 'chloroplast']),
    );
    expect(best!.snippet).toContainEqual({ text: ' happens in the ', match: false });
    // No mark of the search's own is left in the text.
    expect([...text(best!)].filter((c) => c.charCodeAt(0) < 0x20)).toEqual([]);
  });

  it('finds a quoted phrase, words in other forms, and excludes -words', async () => {
    expect((await hitsOf('student', '"light into sugar"')).map((x) => x.material.name)).toEqual(['Plants.pdf']);
    expect((await hitsOf('student', 'rock layer')).map((x) => x.material.name)).toEqual(['Rocks.pdf']);
    // Plants.pdf's page 2 names the chloroplast; its page 3 does not.
    const without = await hitsOf('student', 'photosynthesis -chloroplast');
    expect(without.map((x) => `${x.material.name} ${x.page}`).sort()).toEqual(['Cells.pdf 1', 'Plants.pdf 3']);
  });

  it('returns markup in a page as the characters of the text, never as HTML', async () => {
    await material('Markup.pdf', ['Tom & Jerry say <script>alert(1)</script> osmosis moves water, 2 < 3 > 1 "quoted".']);
    const [hit] = await hitsOf('student', 'osmosis');
    expect(hit!.snippet.find((s) => s.match)).toEqual({ text: 'osmosis', match: true });
    expect(text(hit!)).toContain('Tom & Jerry');
    expect(text(hit!)).toContain('alert(1) osmosis moves water, 2 < 3 > 1 "quoted');
    // The search drops tags from a snippet and escapes nothing: the browser shows it as text.
    expect(text(hit!)).not.toMatch(/<script|&amp;|&lt;|<mark|<b>/);
  });

  it('caps the hits at `limit` (20 unless asked)', async () => {
    for (let i = 0; i < 22; i++) await material(`Volcano ${i}.pdf`, [`Volcano number ${i} erupts. ${FILLER}`]);
    expect(await hitsOf('student', 'volcano')).toHaveLength(20);
    const two = await search('student', 'q=volcano&limit=2');
    expect(two.body.hits).toHaveLength(2);
    expect((await search('student', 'q=volcano&limit=50')).body.hits).toHaveLength(22);
  });

  it('finds nothing (200) for stop words only, excluded words only, or punctuation', async () => {
    for (const q of ['the and of', '-photosynthesis', '!!!', 'nonexistentword'])
      expect(await hitsOf('student', q), q).toEqual([]);
  });
});

describe('GET /api/materials/search: refused queries', () => {
  it.each([
    ['no q', 'limit=5', /^Invalid query: q: /],
    ['an empty q', 'q=', /^Invalid query: q: type a word to search for$/],
    ['a q of spaces', 'q=%20%20%09', /^Invalid query: q: type a word to search for$/],
    ['a q over 200 characters', `q=${'a'.repeat(201)}`, /^Invalid query: q: must be at most 200 characters$/],
    ['limit 0', 'q=plant&limit=0', /^Invalid query: limit: must be a whole number from 1 to 50$/],
    ['limit 51', 'q=plant&limit=51', /^Invalid query: limit: must be a whole number from 1 to 50$/],
    ['limit not a number', 'q=plant&limit=ten', /^Invalid query: limit: must be a whole number from 1 to 50$/],
  ])('refuses %s with 400 and a message', async (_, query, message) => {
    const res = await search('student', query);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('accepts a q of exactly 200 characters', async () => {
    expect((await search('student', `q=${'a'.repeat(200)}`)).status).toBe(200);
  });
});

describe('snippetSegments', () => {
  it('splits at the marks, joins fragments with an ellipsis and collapses white space', () => {
    expect(snippetSegments('a\n\n\u0001Cell\u0002  and\u0003more \u0001cells\u0002')).toEqual([
      { text: 'a ', match: false },
      { text: 'Cell', match: true },
      { text: ' and … more ', match: false },
      { text: 'cells', match: true },
    ]);
  });
});
