import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { startServer as startProcess, type ServerProcess } from '../../tests/support/server-process.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.ts';
import { figure, type Figure } from '../lib/figure.ts';
import { defineBench } from '../lib/harness.ts';
import { signIn, type SessionCookie } from '../lib/session.ts';
import { FULL_DISTRICT, scaledDistrict, type DistrictPlan } from '../district/plan.ts';
import { DISTRICT_ACCOUNTS, seedDistrict } from '../district/seed-district.ts';
import { SCREEN_PAGES, SCREENS, type Role } from '../district/screens.ts';
import { measureScreen } from '../district/measure-screen.ts';
import { replayRoute } from '../district/replay.ts';
import { BUDGETS, districtFigures, routeOf, type SideResults } from '../district/district-figures.ts';

interface DistrictSizes {
  plan: DistrictPlan;
  /** Timed openings of each screen; `warmUp`: after one that fills the HTTP cache. */
  screenRuns: number;
  warmUp: boolean;
  /** Requests per route, and the time they may take together (at least 3 are made). */
  routeRuns: number;
  routeMaxMs: number;
  /** How long a screen may take to show its first data before it counts as failed. */
  screenTimeoutMs: number;
}

/** Signs in as each role's account. */
async function sessionsOf(base: string, emails: Record<Role, string>): Promise<Record<Role, SessionCookie>> {
  const out = {} as Record<Role, SessionCookie>;
  for (const role of ['teacher', 'learner', 'parent'] as const) out[role] = (await signIn(base, emails[role])).cookie;
  return out;
}

/** Every screen opened in Chromium, then every route they called replayed with the caller's session. */
async function measureSide(
  browser: Browser,
  base: string,
  sessions: Record<Role, SessionCookie>,
  s: DistrictSizes,
  side: string,
  log: (m: string) => void,
): Promise<SideResults> {
  const screens: SideResults['screens'] = new Map();
  const paths = new Map<string, string>();
  for (const screen of SCREENS) {
    const run = await measureScreen(browser, base, sessions[screen.role], screen, {
      runs: s.screenRuns,
      warmUp: s.warmUp,
      timeoutMs: s.screenTimeoutMs,
    });
    const gets = run.requests.filter((r) => r.method === 'GET');
    const routes = [...new Set(gets.map((r) => routeOf(r.method, r.path)))];
    for (const r of gets) {
      const key = `${screen.role} ${routeOf(r.method, r.path)}`;
      if (!paths.has(key)) paths.set(key, r.path);
    }
    screens.set(screen.title, { role: screen.role, firstDataMs: run.firstDataMs, routes });
    log(
      `district: ${side}, ${screen.title}: ${run.firstDataMs.map(Math.round).join(', ')} ms; ${gets.map((r) => r.path).join(' ')}`,
    );
  }
  const routes: SideResults['routes'] = new Map();
  for (const [key, path] of paths) {
    const role = key.split(' ')[0] as Role;
    routes.set(key, await replayRoute(base, sessions[role], path, { runs: s.routeRuns, maxMs: s.routeMaxMs }));
  }
  return { screens, routes };
}

/**
 * The district on PostgreSQL next to the demo seed (another schema of the same PostgreSQL,
 * seeded by the server itself), each on its own server: the seed's time, each screen's first
 * data in Chromium and each route those screens call, as the table of district-figures.ts.
 */
export const districtBench = defineBench<DistrictSizes>({
  group: 'district',
  title: 'district scale against the demo seed',
  sizes: {
    full: { plan: FULL_DISTRICT, screenRuns: 5, warmUp: true, routeRuns: 20, routeMaxMs: 20_000, screenTimeoutMs: 90_000 },
    smoke: {
      plan: scaledDistrict(200, 20),
      screenRuns: 1,
      warmUp: false,
      routeRuns: 3,
      routeMaxMs: 2_000,
      screenTimeoutMs: 30_000,
    },
  },
  pages: () => SCREEN_PAGES,
  async run({ databaseUrl, distDir, work, browser, log }, s): Promise<Figure[]> {
    if (!databaseUrl) throw new Error('needs DATABASE_URL: run it through scripts/with-postgres.sh (npm run bench does)');
    const tag = randomBytes(4).toString('hex');
    const [districtSchema, demoSchema] = [`district_${tag}`, `demo_${tag}`];
    const dirs = [join(work, 'district'), join(work, 'demo')];
    await Promise.all(dirs.map((d) => mkdir(d, { recursive: true })));
    const env = { DIST_DIR: distDir, DATABASE_URL: databaseUrl };
    const servers: ServerProcess[] = [];
    // The demo server seeds its own schema while the district is seeded.
    const demoStart = startProcess({ ...env, DATA_DIR: dirs[1]!, DATABASE_SCHEMA: demoSchema, SEED_DEMO: '1' }).then((p) => {
      servers.push(p);
      return p;
    });
    try {
      log(`district: seeding ${s.plan.students} students into schema ${districtSchema}...`);
      const seeded = await seedDistrict(databaseUrl, districtSchema, s.plan, log);
      log(`district: seeded in ${Math.round(seeded.seedMs / 1000)} s: ${JSON.stringify(seeded.rows)}`);
      const district = await startProcess({ ...env, DATA_DIR: dirs[0]!, DATABASE_SCHEMA: districtSchema, SEED_DEMO: undefined });
      servers.push(district);
      const demo = await demoStart;
      const districtSessions = await sessionsOf(district.base, DISTRICT_ACCOUNTS);
      const demoSessions = await sessionsOf(demo.base, {
        teacher: DEMO_ACCOUNTS[0].email,
        learner: DEMO_ACCOUNTS[1].email,
        parent: DEMO_ACCOUNTS[2].email,
      });
      const b = await browser();
      const demoResults = await measureSide(b, demo.base, demoSessions, s, 'demo seed', log);
      const districtResults = await measureSide(b, district.base, districtSessions, s, 'district', log);
      const { plan, rows } = seeded;
      return [
        figure(
          `District seed (${rows.students} students, ${rows.classes} classes, ${rows.teachers} teachers, ${rows.attendance} marks over ${plan.days} days, ${rows.tests} tests, ${rows.attempts} attempts, ${rows.materials} PDFs)`,
          [seeded.seedMs / 1000],
          's',
          { max: BUDGETS.seedSeconds },
        ),
        ...districtFigures(districtResults, demoResults),
      ];
    } finally {
      await demoStart.catch(() => undefined);
      await Promise.all(servers.map((p) => p.stop()));
    }
  },
});
