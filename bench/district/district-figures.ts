import { ROUTES } from '../../src/contract/routes.ts';
import { figure, median, percentile, type Figure } from '../lib/figure.ts';
import type { RouteSample } from './replay.ts';
import type { Role } from './screens.ts';

/** Budgets at district scale. */
export const BUDGETS = {
  routeP95Ms: 150,
  routeKb: 256,
  firstDataMs: 1_500,
  /** No district figure more than this many times its demo-seed value. */
  vsDemo: 3,
  seedSeconds: 600,
} as const;

/**
 * Below these a demo-seed figure counts as these in a ratio: a route answering in 1 ms on the
 * demo seed is not 3x slower at 3 ms (timer and scheduling noise on a shared machine), and a
 * 300-byte answer is not 3x larger at 900 bytes.
 */
export const RATIO_FLOOR = { ms: 10, bytes: 1024 } as const;

const GET_ROUTES = Object.values(ROUTES)
  .filter((r) => r.method === 'GET')
  .map((r) => ({ path: r.path, re: new RegExp(`^${r.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`) }));

/**
 * A request as its route: the contract's path (`/api/studyMaterials/:studentId`) and the names
 * of its query parameters (`/api/attendance?date&class`), so the same call on two data sets
 * (other ids, other dates) is one route. A later page (`cursor`) is its list's route, measured by
 * the first page the screen asked for. A path no route of the contract has stays as it is.
 */
export function routeOf(method: string, pathWithQuery: string): string {
  const url = new URL(pathWithQuery, 'http://x');
  const path = GET_ROUTES.find((r) => r.re.test(url.pathname))?.path ?? url.pathname;
  const keys = [...new Set(url.searchParams.keys())].filter((k) => k !== 'cursor');
  return `${method} ${path}${keys.length ? `?${keys.join('&')}` : ''}`;
}

/** One data set's measurements. */
export interface SideResults {
  /** Per screen title: its first-data times and the routes it called (routeOf keys) with the role. */
  screens: Map<string, { role: Role; firstDataMs: number[]; routes: string[] }>;
  /** Per `${role} ${route}`: the replayed samples. */
  routes: Map<string, RouteSample>;
}

const ms = (xs: number[]) => percentile(xs, 95);
const kb = (bytes: number) => bytes / 1024;
const ratio = (value: number | null, base: number | null, floor: number): number | null =>
  value === null || base === null ? null : value / Math.max(base, floor);
const fmt = (v: number | null, unit: string) => (v === null ? 'n/a' : `${v < 10 ? v.toFixed(1) : Math.round(v)} ${unit}`);

/** A ratio row, or an error row when the demo seed has no such figure. */
function vsDemo(name: string, value: number | null, base: number | null, floor: number): Figure {
  const r = ratio(value, base, floor);
  const f = figure(name, r === null ? [] : [r], 'x', { max: BUDGETS.vsDemo });
  return r === null ? { ...f, error: 'not measured on the demo seed' } : f;
}

/** `${role}: screen, screen` for each route key: which screens call it. */
function callers(side: SideResults): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const [title, s] of side.screens)
    for (const r of s.routes) {
      const key = `${s.role} ${r}`;
      by.set(key, [...(by.get(key) ?? []), title]);
    }
  return by;
}

/**
 * A list answers a page at most, whatever the school's size, and the demo seed's lists are
 * shorter than a page: a list's size is compared per row (what each row carries), anything
 * else's as a whole.
 */
function bodyVsDemo(path: string, sample: RouteSample, base: RouteSample | undefined): Figure {
  if (sample.rows && base?.rows) {
    const perRow = (s: RouteSample) => s.bytes / s.rows!;
    return vsDemo(
      `  ${path} body per row vs demo seed (${fmt(kb(perRow(base)), 'KB')} of ${base.rows} rows; here ${sample.rows} rows)`,
      perRow(sample),
      perRow(base),
      RATIO_FLOOR.bytes / base.rows,
    );
  }
  return vsDemo(
    `  ${path} body vs demo seed (${fmt(base ? kb(base.bytes) : null, 'KB')})`,
    sample.bytes,
    base ? base.bytes : null,
    RATIO_FLOOR.bytes,
  );
}

/**
 * The district table: per screen its first data (budget, and against the demo seed), then per
 * route the screens call (once per role) p50, p95 and response size (budgets, and p95 and size
 * against the demo seed's same route for the same role).
 */
export function districtFigures(district: SideResults, demo: SideResults): Figure[] {
  const out: Figure[] = [];
  for (const [title, s] of district.screens) {
    const base = demo.screens.get(title);
    const value = median(s.firstDataMs);
    const demoValue = base ? median(base.firstDataMs) : null;
    out.push(figure(`district ${title}: first data on screen`, s.firstDataMs, 'ms', { max: BUDGETS.firstDataMs }));
    out.push(vsDemo(`  ${title} vs demo seed (${fmt(demoValue, 'ms')})`, value, demoValue, RATIO_FLOOR.ms));
  }
  for (const [key, screens] of callers(district)) {
    const sample = district.routes.get(key);
    const base = demo.routes.get(key);
    const [role, ...route] = key.split(' ');
    const path = route.join(' ').replace(/^GET /, '');
    const label = `district ${route.join(' ')} (${role}: ${screens.map((t) => t.replace(/^\w+ /, '')).join(', ')})`;
    if (!sample) {
      out.push({ ...figure(label, [], 'ms', {}), error: 'not replayed' });
      continue;
    }
    const p95 = ms(sample.times);
    const demoP95 = base ? ms(base.times) : null;
    out.push(figure(`${label}: p50`, sample.times, 'ms', {}));
    out.push({ ...figure(`  ${path} p95`, sample.times, 'ms', { max: BUDGETS.routeP95Ms }), value: p95 });
    out.push(figure(`  ${path} body`, [kb(sample.bytes)], 'KB', { max: BUDGETS.routeKb }));
    out.push(vsDemo(`  ${path} p95 vs demo seed (${fmt(demoP95, 'ms')})`, p95, demoP95, RATIO_FLOOR.ms));
    out.push(bodyVsDemo(path, sample, base));
  }
  return out;
}
