import { describe, expect, it, vi } from 'vitest';
import { FindSession, type PageTextSource } from './find-session.ts';
import { findCountText, type FindStatus } from './find-status.ts';
import { normalize } from './normalize.ts';
import { compileQuery } from './page-matcher.ts';

const query = (text: string, caseSensitive = false) => compileQuery(text, { caseSensitive, entireWord: false });

/** Pages read from `texts`; `reads` lists the pages asked for, in order (0-based). */
function source(texts: readonly string[], fail: readonly number[] = []) {
  const reads: number[] = [];
  const read: PageTextSource = (index) => {
    reads.push(index);
    return fail.includes(index) ? Promise.reject(new Error('unreadable')) : Promise.resolve(normalize(texts[index]!));
  };
  return { reads, read };
}

function start(texts: readonly string[], fail: readonly number[] = []) {
  const { reads, read } = source(texts, fail);
  const statuses: FindStatus[] = [];
  const session = new FindSession(texts.length, read, (s) => statuses.push(s));
  const settled = () => vi.waitFor(() => expect(session.status.complete && !session.status.pending).toBe(true));
  return { session, reads, statuses, settled };
}

const TEXTS = ['energy here', 'nothing', 'energy, energy', 'none', 'last energy'];
const where = (s: FindStatus) => [s.selected?.page, s.selected?.index];

describe('find: going through the matches', () => {
  it('starts on the page shown and steps through its matches, then on to the next page with some', async () => {
    const { session, settled } = start(TEXTS);
    session.search(query('energy'), 3);
    await settled();
    expect(where(session.status)).toEqual([3, 0]);
    expect([session.status.current, session.status.total]).toEqual([2, 4]);
    session.again(false, 3);
    expect(where(session.status)).toEqual([3, 1]);
    session.again(false, 3);
    await vi.waitFor(() => expect(where(session.status)).toEqual([5, 0]));
    expect(session.status.current).toBe(4);
    expect(session.status.wrapped).toBeNull();
  });

  it('wraps past the last page to the first, and says so', async () => {
    const { session, settled } = start(TEXTS);
    session.search(query('energy'), 5);
    await settled();
    session.again(false, 5);
    await vi.waitFor(() => expect(where(session.status)).toEqual([1, 0]));
    expect(session.status.wrapped).toBe('forward');
    expect(session.status.current).toBe(1);
    session.again(false, 1);
    await vi.waitFor(() => expect(where(session.status)).toEqual([3, 0]));
    expect(session.status.wrapped).toBeNull();
  });

  it('Previous: a new search takes the last match of the page shown; stepping back wraps to the end', async () => {
    const { session, settled } = start(TEXTS);
    session.search(query('energy'), 3, true);
    await settled();
    expect(where(session.status)).toEqual([3, 1]);
    session.again(true, 3);
    session.again(true, 3);
    await vi.waitFor(() => expect(where(session.status)).toEqual([1, 0]));
    session.again(true, 1);
    await vi.waitFor(() => expect(where(session.status)).toEqual([5, 0]));
    expect(session.status.wrapped).toBe('backward');
  });

  it('starts again from the page shown when the reader has paged away from the current match', async () => {
    const { session, settled } = start(TEXTS);
    session.search(query('energy'), 1);
    await settled();
    expect(where(session.status)).toEqual([1, 0]);
    session.again(false, 4); // the reader went to page 4
    await vi.waitFor(() => expect(where(session.status)).toEqual([5, 0]));
  });

  it('comes back round to the only page with matches after a whole turn', async () => {
    const { session, settled } = start(['a', 'b word', 'c']);
    session.search(query('word'), 2);
    await settled();
    session.again(false, 2);
    await vi.waitFor(() => expect(session.status.wrapped).toBe('forward'));
    expect(where(session.status)).toEqual([2, 0]);
  });

  it('reports No matches after searching every page once round', async () => {
    const { session, settled } = start(TEXTS);
    session.search(query('zebra'), 2);
    await settled();
    expect(session.status).toMatchObject({ selected: null, notFound: true, total: 0, complete: true });
    expect(findCountText(session.status, TEXTS_EN)).toBe('No matches');
  });

  it('follows Match case', async () => {
    const { session, settled } = start(['Energy energy ENERGY']);
    session.search(query('energy', true), 1);
    await settled();
    expect([where(session.status), session.status.total]).toEqual([[1, 0], 1]);
  });

  it('counts a page whose text cannot be read as having no matches, and says how many could not be read', async () => {
    const { session, settled } = start(TEXTS, [2]);
    session.search(query('energy'), 1);
    await settled();
    expect([session.status.total, session.status.unreadable]).toEqual([2, 1]);
  });

  it('a new search stops the old one: only the new query is reported', async () => {
    const { session, statuses, settled } = start(TEXTS);
    session.search(query('energy'), 1);
    session.search(query('nothing'), 1);
    await settled();
    expect(statuses.every((s) => s.query === 'nothing')).toBe(true);
    expect(where(session.status)).toEqual([2, 0]);
  });

  it('clears with an empty query', async () => {
    const { session, settled } = start(TEXTS);
    session.search(query('energy'), 1);
    await settled();
    session.search(null, 1);
    expect(session.status).toMatchObject({ query: '', selected: null, total: 0, complete: false });
    expect(findCountText(session.status, TEXTS_EN)).toBe('');
  });
});

describe('find: counting', () => {
  it('pause() holds the reading of further pages until resume(); Next still reads what it needs', async () => {
    const texts = Array.from({ length: 40 }, (_, i) => (i === 0 || i === 30 ? 'word' : 'other'));
    const { session, reads, settled } = start(texts);
    session.search(query('word'), 1);
    session.pause();
    await vi.waitFor(() => expect(where(session.status)).toEqual([1, 0]));
    await new Promise((r) => setTimeout(r, 20));
    const held = reads.length;
    expect(held).toBeLessThan(10);
    await new Promise((r) => setTimeout(r, 20));
    expect(reads.length).toBe(held);
    session.again(false, 1);
    await vi.waitFor(() => expect(where(session.status)).toEqual([31, 0]));
    session.resume();
    await settled();
    expect([session.status.current, session.status.total]).toEqual([2, 2]);
  });
});

describe('find: a long document', () => {
  it('shows the first match near the page shown before the rest is read, then counts on', async () => {
    const pages = Array.from({ length: 2000 }, (_, i) =>
      i === 11 || i === 1500 ? `page ${i + 1} photosynthesis` : `page ${i + 1}`,
    );
    // Each page's text arrives a little later, as from pdf.js's worker.
    const reads: number[] = [];
    const read: PageTextSource = (index) => {
      reads.push(index);
      return new Promise((resolve) => setTimeout(() => resolve(normalize(pages[index]!)), 1));
    };
    const statuses: FindStatus[] = [];
    let readsAtFirstMatch = 0;
    const session = new FindSession(pages.length, read, (s) => {
      if (s.selected && !readsAtFirstMatch) readsAtFirstMatch = reads.length;
      statuses.push(s);
    });
    session.search(query('photosynthesis'), 10);
    await vi.waitFor(() => expect(statuses.some((s) => s.selected)).toBe(true));
    const first = statuses.find((s) => s.selected)!;
    expect(first.selected).toEqual({ page: 12, index: 0 });
    expect(first.complete).toBe(false);
    // Pages are read from the page shown outward: only those up to the match and a few ahead.
    expect(reads.slice(0, 3)).toEqual([9, 10, 11]);
    expect(readsAtFirstMatch).toBeLessThan(3 + 8 + 1);
    // Its number is not known until pages 1-9 are counted, at the end of the round.
    expect(findCountText(first, TEXTS_EN)).toMatch(/^(\d+\+ matches|1 of \d+\+)$/);
    await vi.waitFor(() => expect(session.status.complete).toBe(true), { timeout: 20_000 });
    expect([session.status.current, session.status.total]).toEqual([1, 2]);
    expect(findCountText(session.status, TEXTS_EN)).toBe('1 of 2');
    expect(new Set(reads).size).toBe(2000);
  });
});

const TEXTS_EN = {
  findCount: (current: number, total: number) => `${current} of ${total}`,
  findCountSoFar: (current: number, total: number) => `${current} of ${total}+`,
  findCounting: (total: number) => `${total}+ matches`,
  findSearching: 'Searching...',
  findNoMatches: 'No matches',
};
