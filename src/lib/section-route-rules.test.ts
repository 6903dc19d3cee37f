import { describe, expect, it } from 'vitest';
import {
  formatRoute,
  historyPosition,
  namesRoute,
  parseRoute,
  routingMode,
  sameRoute,
  withPosition,
} from './section-route-rules.ts';

const SECTIONS = ['dashboard', 'materials', 'tests'] as const;

describe('the section route in the URL hash', () => {
  it('reads a section and a tab', () => {
    expect(parseRoute('#tests', SECTIONS, 'dashboard')).toEqual({ section: 'tests' });
    expect(parseRoute('#tests/manage', SECTIONS, 'dashboard')).toEqual({ section: 'tests', tab: 'manage' });
    expect(parseRoute('materials/upload', SECTIONS, 'dashboard')).toEqual({ section: 'materials', tab: 'upload' });
    expect(parseRoute('#tests/12', SECTIONS, 'dashboard')).toEqual({ section: 'tests', tab: '12' });
  });

  it('falls back to the default section for an empty or unknown hash', () => {
    for (const hash of ['', '#', '#nope', '#Tests', '#nope/manage', '#%E0%A4%A', '#/tests']) {
      expect(parseRoute(hash, SECTIONS, 'dashboard')).toEqual({ section: 'dashboard' });
    }
  });

  it('leaves out a tab that is not a short lower-case id', () => {
    expect(parseRoute('#tests/Manage', SECTIONS, 'dashboard')).toEqual({ section: 'tests' });
    expect(parseRoute('#tests/<script>', SECTIONS, 'dashboard')).toEqual({ section: 'tests' });
    expect(parseRoute(`#tests/${'a'.repeat(40)}`, SECTIONS, 'dashboard')).toEqual({ section: 'tests' });
    expect(parseRoute('#tests/', SECTIONS, 'dashboard')).toEqual({ section: 'tests' });
  });

  it('reads what a tab shows of one record after the tab, one or two short ids', () => {
    expect(parseRoute('#tests/manage/results/12', SECTIONS, 'dashboard')).toEqual({
      section: 'tests',
      tab: 'manage',
      item: 'results/12',
    });
    expect(parseRoute('#tests/manage/12', SECTIONS, 'dashboard')).toEqual({ section: 'tests', tab: 'manage', item: '12' });
    for (const hash of ['#tests/manage/results/12/x', '#tests/manage/Results/12', '#tests/manage/results/', '#tests/manage/'])
      expect(parseRoute(hash, SECTIONS, 'dashboard')).toEqual({ section: 'tests', tab: 'manage' });
    expect(parseRoute('#tests/Manage/results/12', SECTIONS, 'dashboard')).toEqual({ section: 'tests' });
    expect(formatRoute({ section: 'tests', tab: 'manage', item: 'results/12' })).toBe('#tests/manage/results/12');
    expect(sameRoute({ section: 'tests', tab: 'manage', item: 'results/12' }, { section: 'tests', tab: 'manage' })).toBe(false);
  });

  it('writes the hash back the way it reads', () => {
    expect(formatRoute({ section: 'tests' })).toBe('#tests');
    expect(formatRoute({ section: 'tests', tab: 'manage' })).toBe('#tests/manage');
    expect(parseRoute(formatRoute({ section: 'materials', tab: 'manage' }), SECTIONS, 'dashboard')).toEqual({
      section: 'materials',
      tab: 'manage',
    });
  });

  it('compares routes, an absent tab equal to an empty one', () => {
    expect(sameRoute({ section: 'tests' }, { section: 'tests', tab: '' })).toBe(true);
    expect(sameRoute({ section: 'tests' }, { section: 'tests', tab: 'create' })).toBe(false);
    expect(sameRoute({ section: 'tests', tab: 'manage' }, { section: 'materials', tab: 'manage' })).toBe(false);
  });
});

describe('the routing attribute', () => {
  it('is hash unless it says none', () => {
    expect(routingMode(undefined)).toBe('hash');
    expect(routingMode('')).toBe('hash');
    expect(routingMode('hash')).toBe('hash');
    expect(routingMode('other')).toBe('hash');
    expect(routingMode('none')).toBe('none');
    expect(routingMode(' NONE ')).toBe('none');
  });
});

describe('hashes of the host page', () => {
  it('follows an empty hash or one naming a section, not the page’s own anchors', () => {
    for (const hash of ['', '#', '#tests', '#tests/manage', '#materials/anything']) expect(namesRoute(hash, SECTIONS)).toBe(true);
    for (const hash of ['#contact', '#Tests', '#/tests', '#%E0%A4%A']) expect(namesRoute(hash, SECTIONS)).toBe(false);
  });
});

describe('history positions', () => {
  it('reads the position the dashboard stored, null for entries it has not seen', () => {
    expect(historyPosition({ eduPosition: 3 })).toBe(3);
    expect(historyPosition({ eduPosition: 0 })).toBe(0);
    expect(historyPosition(null)).toBeNull();
    expect(historyPosition({ other: 1 })).toBeNull();
    expect(historyPosition({ eduPosition: '2' })).toBeNull();
    expect(historyPosition({ eduPosition: 1.5 })).toBeNull();
  });

  it('adds the position to the entry, keeping what the host stored there', () => {
    expect(withPosition(null, 2)).toEqual({ eduPosition: 2 });
    expect(withPosition(undefined, 0)).toEqual({ eduPosition: 0 });
    expect(withPosition({ key: 'abc', eduPosition: 1 }, 4)).toEqual({ key: 'abc', eduPosition: 4 });
    expect(withPosition('host state', 1)).toBeNull();
    expect(withPosition([1], 1)).toBeNull();
  });
});
