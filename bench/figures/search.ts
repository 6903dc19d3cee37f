import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/database.ts';
import { bulkInsert } from '../../server/db/bulk-insert.ts';
import { migrate } from '../../server/db/migrations.ts';
import { insertStudents, makeStudents } from '../../server/seed/students.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../../server/seed/accounts.ts';
import { pick, rng } from '../../server/seed/rng.ts';
import { SESSION_COOKIE } from '../../server/auth/sessions.ts';
import { DEMO_TEACHER_ID, DEMO_TEACHER_NAME, MATERIAL_CATEGORIES } from '../../src/contract/constants.ts';
import { catalogueSubjects } from '../../server/services/catalogue.ts';
import { figure, type Figure } from '../lib/figure.ts';
import { defineBench } from '../lib/harness.ts';

const WORDS_PER_PAGE = 320;
const BUDGET_MS = 50;

/** Each material is about one subject: most of its words come from that subject's list. */
const SUBJECTS: Record<string, string[]> = {
  biology: [
    'cell',
    'membrane',
    'photosynthesis',
    'chloroplast',
    'enzyme',
    'protein',
    'nucleus',
    'mitosis',
    'organism',
    'species',
    'gene',
    'chromosome',
    'respiration',
    'tissue',
    'evolution',
    'habitat',
    'bacteria',
    'virus',
    'osmosis',
    'glucose',
  ],
  chemistry: [
    'atom',
    'molecule',
    'electron',
    'reaction',
    'acid',
    'base',
    'solution',
    'compound',
    'element',
    'bond',
    'catalyst',
    'oxidation',
    'isotope',
    'valence',
    'mole',
    'titration',
    'polymer',
    'crystal',
    'ion',
    'equilibrium',
  ],
  physics: [
    'force',
    'energy',
    'velocity',
    'acceleration',
    'momentum',
    'gravity',
    'friction',
    'wave',
    'frequency',
    'circuit',
    'voltage',
    'current',
    'magnet',
    'lens',
    'pressure',
    'density',
    'quantum',
    'photon',
    'orbit',
    'inertia',
  ],
  mathematics: [
    'equation',
    'function',
    'derivative',
    'integral',
    'matrix',
    'vector',
    'polynomial',
    'fraction',
    'triangle',
    'angle',
    'probability',
    'theorem',
    'proof',
    'sequence',
    'limit',
    'graph',
    'logarithm',
    'ratio',
    'prime',
    'symmetry',
  ],
  history: [
    'empire',
    'revolution',
    'treaty',
    'dynasty',
    'colony',
    'parliament',
    'republic',
    'war',
    'trade',
    'migration',
    'monarchy',
    'constitution',
    'independence',
    'reform',
    'industry',
    'civilization',
    'archive',
    'century',
    'merchant',
    'frontier',
  ],
  geography: [
    'river',
    'mountain',
    'climate',
    'plateau',
    'delta',
    'monsoon',
    'glacier',
    'erosion',
    'volcano',
    'earthquake',
    'population',
    'latitude',
    'desert',
    'forest',
    'coast',
    'island',
    'sediment',
    'tectonic',
    'rainfall',
    'valley',
  ],
  literature: [
    'poem',
    'novel',
    'metaphor',
    'narrator',
    'character',
    'theme',
    'sonnet',
    'tragedy',
    'comedy',
    'rhyme',
    'stanza',
    'plot',
    'irony',
    'symbol',
    'dialogue',
    'author',
    'chapter',
    'verse',
    'drama',
    'fable',
  ],
};
/** Words of every subject's pages. */
const COMMON = [
  'example',
  'study',
  'lesson',
  'question',
  'answer',
  'result',
  'method',
  'process',
  'system',
  'change',
  'model',
  'measure',
  'observe',
  'explain',
  'compare',
  'describe',
  'important',
  'different',
  'similar',
  'figure',
  'table',
  'section',
  'problem',
  'student',
  'teacher',
  'class',
  'notes',
  'review',
  'practice',
  'exercise',
];
const GLUE = [
  'the',
  'a',
  'of',
  'and',
  'in',
  'to',
  'is',
  'that',
  'with',
  'for',
  'as',
  'on',
  'by',
  'this',
  'which',
  'are',
  'can',
  'from',
  'we',
  'it',
];
/** Names that occur on few pages, as proper names and rare terms do. */
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'sa',
  'to',
  'vi',
  'der',
  'pan',
  'gor',
  'thel',
  'an',
  'el',
  'is',
  'on',
  'ur',
  'qua',
  'stri',
  'phy',
];
const RARE = Array.from(
  { length: 2_000 },
  (_, i) => `${SYLLABLES[i % 20]}${SYLLABLES[Math.floor(i / 20) % 20]}${SYLLABLES[(i * 7) % 20]}x`,
);

/** Searches as people type them: subject words, two words, a phrase, or, -excluded, rare names, stop words, nothing found. */
const QUERIES = [
  'photosynthesis',
  'velocity',
  'revolution',
  'metaphor',
  'volcano',
  'example',
  'cell membrane',
  'acid base reaction',
  'prime number theorem',
  'climate rainfall',
  '"the process of"',
  '"energy and"',
  'treaty or constitution',
  'glacier -erosion',
  'polymer catalyst',
  RARE[3]!,
  RARE[250]!,
  `${RARE[40]!} ${RARE[41]!}`,
  `${RARE[7]!} example`,
  'study notes',
  'the of and',
  'zzzznotaword',
  'observe compare describe',
  'enzyme protein gene',
  'sonnet stanza rhyme',
];
const WARM_UP = 3;

function pageText(r: () => number, subject: string[]): string {
  const words: string[] = [];
  while (words.length < WORDS_PER_PAGE) {
    const x = r();
    words.push(
      x < 0.4
        ? pick(r, GLUE)
        : x < 0.7
          ? pick(r, subject)
          : x < 0.93
            ? pick(r, COMMON)
            : x < 0.97
              ? pick(r, SUBJECTS[pick(r, Object.keys(SUBJECTS))]!)
              : RARE[Math.floor(RARE.length * r() ** 3)]!,
    );
    if (r() < 0.08) words[words.length - 1] += '.';
  }
  return words.join(' ');
}

/**
 * Search across materials: an embedded database with `materials` materials of `pages` pages of
 * generated text each (WORDS_PER_PAGE words), searched through the route (GET
 * /api/materials/search, signed in as a learner, who searches every material). Server time is
 * Fastify's handling of the request in this process (no network): guard, query, snippets, JSON.
 */
async function searchFigures(materials: number, pages: number): Promise<Figure[]> {
  const work = await mkdtemp(join(tmpdir(), 'edu-bench-search-'));
  const db = await openDatabase({ dataDir: join(work, 'db') });
  try {
    await migrate(db);
    await db.query('INSERT INTO teachers (id, name) VALUES ($1, $2), ($3, $4)', [
      DEMO_TEACHER_ID,
      DEMO_TEACHER_NAME,
      '2',
      'Mr. Second',
    ]);
    await insertStudents(db, makeStudents(8));
    await seedDemoAccounts(db);
    const r = rng(22);
    const now = Date.now();
    const subjects = Object.keys(SUBJECTS);
    const courses = await catalogueSubjects(db);
    await bulkInsert(
      db,
      'materials',
      ['file_id', 'teacher_id', 'category', 'course', 'title', 'mime', 'size', 'uploaded_at'],
      Array.from({ length: materials }, (_, i) => [
        `bench-search-${i}`,
        i % 2 ? '2' : DEMO_TEACHER_ID,
        MATERIAL_CATEGORIES[i % 5],
        courses[i % courses.length],
        `${subjects[i % subjects.length]} notes ${i + 1}.pdf`,
        'application/pdf',
        1000,
        new Date(now - i * 60_000).toISOString(),
      ]),
    );
    // Every material is for every class, so the learner searches them all.
    await db.query('INSERT INTO material_classes (material_id, class) SELECT m.id, c.name FROM materials m CROSS JOIN classes c');
    const ids = await db.query<{ id: number }>('SELECT id FROM materials ORDER BY id');
    const rows: unknown[][] = [];
    ids.forEach(({ id }, i) => {
      const subject = SUBJECTS[subjects[i % subjects.length]!]!;
      for (let p = 1; p <= pages; p++) rows.push([id, p, pageText(r, subject)]);
    });
    await bulkInsert(db, 'material_pages', ['material_id', 'page', 'body'], rows);

    const app = await buildApp({
      distDir: join(work, 'dist'),
      dataDir: work,
      db,
      seed: false,
      embedSecret: '',
      corsOrigins: [],
      minFreeBytes: 0,
      attemptSweepMs: 0,
    });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: DEMO_ACCOUNTS[1].email, password: DEMO_PASSWORD, rememberMe: false },
      });
      const cookie = [signIn.headers['set-cookie']]
        .flat()
        .find((c) => c?.startsWith(`${SESSION_COOKIE}=`))
        ?.split(';')[0];
      if (!cookie) throw new Error(`sign-in: ${signIn.statusCode} ${signIn.body}`);
      const times: number[] = [];
      for (const [i, q] of [...QUERIES.slice(0, WARM_UP), ...QUERIES].entries()) {
        const start = performance.now();
        const res = await app.inject({
          method: 'GET',
          url: `/api/materials/search?q=${encodeURIComponent(q)}`,
          headers: { cookie },
        });
        const ms = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`search "${q}": ${res.statusCode} ${res.body}`);
        if (i >= WARM_UP) times.push(ms);
      }
      const sorted = [...times].sort((a, b) => a - b);
      const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1]!;
      const scale = `${materials} materials, ${materials * pages} pages`;
      return [
        figure(
          `Search across materials (GET /api/materials/search, ${scale}), ${QUERIES.length} queries, median server ms`,
          times,
          'ms',
          { max: BUDGET_MS },
        ),
        { name: '  the same, 95th percentile', value: p95, unit: 'ms', budget: { max: BUDGET_MS }, runs: times },
      ];
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await rm(work, { recursive: true, force: true });
  }
}

export const searchBench = defineBench({
  group: 'search',
  title: 'search across materials',
  sizes: { full: { materials: 5_000, pages: 4 }, smoke: { materials: 100, pages: 2 } },
  run: (_ctx, { materials, pages }) => searchFigures(materials, pages),
});
