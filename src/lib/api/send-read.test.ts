import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $retryingReads } from '../../stores/server-busy.ts';
import { everyApiCall } from '../../test-support/every-api-call.ts';
import { busy, fetchDouble, inTurn, json, type Answer } from '../../test-support/fetch-double.ts';
import { learnerTest } from '../../test-support/learner-tests.ts';
import { retryAfterSeconds, retryWaitMs } from './retry-rule.ts';

const BASE = 'http://api.test';
const TESTS = 'GET /api/learners/S001/tests';

function serve(answer: Answer, route = TESTS) {
  const double = fetchDouble({ [route]: answer }, { defaults: false });
  return { api: everyApiCall(BASE, { fetch: double.fn }), calls: double.calls };
}

/** Settles `promise` into a record that can be read without awaiting it. */
function watch<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { value, settled: true }),
    (error: unknown) => Object.assign(state, { error, settled: true }),
  );
  return state;
}

describe('a read the server answers 503', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    $retryingReads.set({});
  });

  it('503, 503, 200: is sent again after each Retry-After and gives the one result', async () => {
    const { api, calls } = serve(inTurn(busy(2), busy(5), json({ data: [learnerTest()], total: 1, nextCursor: null })));
    const read = watch(api.getLearnerTestPage('S001'));
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    expect($retryingReads.get()).toEqual({ [BASE]: 1 });
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls).toHaveLength(2);
    expect(read.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(read.value?.data.map((t) => t.title)).toEqual(['Algebra Quiz']);
    expect($retryingReads.get()).toEqual({});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(3);
  });

  it('without Retry-After waits 1 s, then 2 s, then 4 s', async () => {
    const { api, calls } = serve(inTurn(busy(null), busy(null), busy(null), json({ data: [], total: 0, nextCursor: null })));
    const read = watch(api.getLearnerTestPage('S001'));
    const sentAt: number[] = [];
    for (let ms = 0; ms <= 7000; ms += 100) {
      await vi.advanceTimersByTimeAsync(ms === 0 ? 0 : 100);
      while (sentAt.length < calls.length) sentAt.push(ms);
    }
    expect(sentAt).toEqual([0, 1000, 3000, 7000]);
    expect(read.value?.data).toEqual([]);
  });

  it('keeps the wait within 1-30 s whatever the server asks', async () => {
    const { api, calls } = serve(inTurn(busy(0), busy(600), json({ data: [], total: 0, nextCursor: null })));
    const read = watch(api.getLearnerTestPage('S001'));
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(read.value?.data).toEqual([]);
  });

  it('stops when the caller aborts (the element is gone): no request after, the busy notice ends', async () => {
    const { api, calls } = serve(busy(3));
    const controller = new AbortController();
    const read = watch(api.getLearnerTestPage('S001', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(2);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect((read.error as Error).name).toBe('AbortError');
    expect($retryingReads.get()).toEqual({});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
  });

  it("gives up after five minutes of waiting and fails with the server's message", async () => {
    const { api, calls } = serve(busy(30, 'The database is not answering.'));
    const read = watch(api.getLearnerTestPage('S001'));
    await vi.advanceTimersByTimeAsync(300_000);
    expect(read.error).toMatchObject({ status: 503, message: 'The database is not answering.', retryAfterSeconds: 30 });
    expect(calls).toHaveLength(11);
    expect($retryingReads.get()).toEqual({});
  });

  it("a write is sent once and fails with the server's message and Retry-After", async () => {
    const { api, calls } = serve(busy(4, 'The database is not answering.'), 'PUT /api/attempts/70/answers');
    const save = watch(api.saveAnswers(70, { 101: '5' }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save.error).toMatchObject({ status: 503, message: 'The database is not answering.', retryAfterSeconds: 4 });
    expect(calls).toHaveLength(1);
    expect($retryingReads.get()).toEqual({});
  });
});

describe('the retry rule', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2030-01-01T09:00:00Z');
    expect(retryAfterSeconds('7', now)).toBe(7);
    expect(retryAfterSeconds('Tue, 01 Jan 2030 09:00:12 GMT', now)).toBe(12);
    expect(retryAfterSeconds('Tue, 01 Jan 2030 08:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });

  it('waits the asked seconds within 1-30 s, else doubles from 1 s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryWaitMs(n))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect([0, 1, 12, 31].map((s) => retryWaitMs(1, s))).toEqual([1000, 1000, 12_000, 30_000]);
  });
});
