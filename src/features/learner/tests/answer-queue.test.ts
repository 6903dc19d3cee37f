import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerMap, SaveAnswersResponse } from '../../../contract/attempts.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { createAnswerQueue, type SaveStatus } from './answer-queue.ts';

interface Pending {
  changes: AnswerMap;
  resolve: (r: SaveAnswersResponse) => void;
  reject: (e: unknown) => void;
}

function setup(initial: AnswerMap = {}) {
  const sent: Pending[] = [];
  const statuses: SaveStatus[] = [];
  const clock: number[] = [];
  const closed: unknown[] = [];
  const unsent: AnswerMap[] = [];
  const queue = createAnswerQueue({
    initial,
    save: (changes) => new Promise((resolve, reject) => sent.push({ changes, resolve, reject })),
    onStatus: (s) => statuses.push(s),
    onSaved: (r) => clock.push(r.remainingSeconds),
    onClosed: (e) => closed.push(e),
    onUnsent: (u) => unsent.push(u),
  });
  return { queue, sent, statuses, clock, closed, unsent };
}

/** The server's 503 while its database is away, with its Retry-After seconds. */
function busy(retryAfterSeconds: number): ApiError {
  const error = new ApiError(503, 'The database is not answering.', 'The database is not answering.');
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

const ok = (remainingSeconds: number): SaveAnswersResponse => ({ savedAt: '2030-01-01T00:00:00.000Z', remainingSeconds });

describe('saving answers as they change', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a choice at once, and only what differs from the saved answers', async () => {
    const { queue, sent, statuses, clock } = setup({ 1: 'A', 2: 'true' });
    queue.set('1', 'A', true); // unchanged
    expect(sent).toHaveLength(0);
    queue.set('2', 'false', true);
    expect(sent.map((s) => s.changes)).toEqual([{ 2: 'false' }]);
    sent[0]!.resolve(ok(120));
    await vi.runAllTimersAsync();
    expect(clock).toEqual([120]);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('waits for typing to pause (800 ms) and sends the last text once', async () => {
    const { queue, sent } = setup();
    queue.set('3', 'ph', false);
    await vi.advanceTimersByTimeAsync(500);
    queue.set('3', 'photo', false);
    await vi.advanceTimersByTimeAsync(799);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.changes)).toEqual([{ 3: 'photo' }]);
  });

  it('one save at a time: changes made meanwhile follow when it returns', async () => {
    const { queue, sent } = setup();
    queue.set('1', 'B', true);
    queue.set('2', 'true', true);
    expect(sent).toHaveLength(1);
    sent[0]!.resolve(ok(100));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.changes)).toEqual([{ 1: 'B' }, { 2: 'true' }]);
  });

  it("retries a failed save ('error' until it succeeds) and sends nothing twice once saved", async () => {
    const { queue, sent, statuses } = setup();
    queue.set('1', 'C', true);
    sent[0]!.reject(new ApiError(500, 'Internal server error', 'Internal server error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('error');
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.map((s) => s.changes)).toEqual([{ 1: 'C' }, { 1: 'C' }]);
    expect(statuses.at(-1)).toBe('error');
    sent[1]!.resolve(ok(90));
    await vi.runAllTimersAsync();
    expect(statuses.at(-1)).toBe('saved');
    expect(sent).toHaveLength(2);
  });

  it("while the server is busy (503): 'waiting', each retry after its Retry-After, every answer given meanwhile sent once it is back", async () => {
    const { queue, sent, statuses, clock } = setup({ 1: 'A' });
    queue.set('1', 'B', true);
    sent[0]!.reject(busy(3));
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('waiting');
    queue.set('2', 'true', true);
    queue.set('3', 'hyp', false);
    await vi.advanceTimersByTimeAsync(800);
    queue.set('1', 'C', true);
    expect(sent).toHaveLength(1); // nothing before the server's time
    await vi.advanceTimersByTimeAsync(2199);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.changes)).toEqual([{ 1: 'B' }, { 1: 'C', 2: 'true', 3: 'hyp' }]);
    sent[1]!.reject(busy(5));
    await vi.advanceTimersByTimeAsync(4999);
    expect(sent).toHaveLength(2);
    expect(statuses.at(-1)).toBe('waiting');
    queue.set('3', 'hypotenuse', false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent[2]!.changes).toEqual({ 1: 'C', 2: 'true', 3: 'hypotenuse' });
    sent[2]!.resolve(ok(60));
    await vi.runAllTimersAsync();
    expect(statuses.at(-1)).toBe('saved');
    expect(clock).toEqual([60]);
    expect(sent).toHaveLength(3);
  });

  it("without a connection: 'waiting', retried with growing waits (2 s, 4 s) until the server answers", async () => {
    const { queue, sent, statuses } = setup();
    queue.set('1', 'D', true);
    sent[0]!.reject(new ApiError(0, 'Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('waiting');
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(2);
    sent[1]!.reject(new ApiError(0, 'Failed to fetch'));
    await vi.advanceTimersByTimeAsync(3999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    sent[2]!.resolve(ok(30));
    await vi.runAllTimersAsync();
    expect(statuses.at(-1)).toBe('saved');
    expect(sent.map((s) => s.changes)).toEqual([{ 1: 'D' }, { 1: 'D' }, { 1: 'D' }]);
  });

  it('stops on 409 (the attempt was submitted) and reports it', async () => {
    const { queue, sent, closed } = setup();
    queue.set('1', 'D', true);
    sent[0]!.reject(new ApiError(409, 'Time is up', 'Time is up'));
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toHaveLength(1);
    queue.set('1', 'A', true);
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(1);
  });

  it('reports what the server has not confirmed after each change and save, nothing once it has all or the attempt closed', async () => {
    const { queue, sent, unsent } = setup({ 1: 'A' });
    queue.set('1', 'B', true);
    queue.set('2', 'true', true); // waits for the save on its way
    expect(unsent).toEqual([{ 1: 'B' }, { 1: 'B', 2: 'true' }]);
    sent[0]!.reject(busy(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(unsent.at(-1)).toEqual({ 1: 'B', 2: 'true' });
    await vi.advanceTimersByTimeAsync(1000);
    sent[1]!.resolve(ok(60));
    await vi.runAllTimersAsync();
    expect(unsent.at(-1)).toEqual({});
    queue.set('3', 'Au', true);
    expect(unsent.at(-1)).toEqual({ 3: 'Au' });
    sent[2]!.reject(new ApiError(409, 'This attempt has been submitted.', 'This attempt has been submitted.'));
    await vi.runAllTimersAsync();
    expect(unsent.at(-1)).toEqual({});
  });

  it('resume() after a failed submit saves again what the server has not confirmed', async () => {
    const { queue, sent, statuses } = setup();
    queue.set('1', 'B', false);
    expect(queue.stop()).toEqual({ 1: 'B' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(0); // stopped: the submit carries it
    queue.resume();
    expect(sent.map((s) => s.changes)).toEqual([{ 1: 'B' }]);
    sent[0]!.resolve(ok(50));
    await vi.runAllTimersAsync();
    expect(statuses.at(-1)).toBe('saved');
  });

  it('stop() hands over what the server has not confirmed, including a save on its way', async () => {
    const { queue, sent } = setup({ 1: 'A' });
    queue.set('1', 'B', true);
    queue.set('2', 'typed', false);
    expect(queue.stop()).toEqual({ 1: 'B', 2: 'typed' });
    sent[0]!.resolve(ok(10));
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(1);
  });

  it('close() while a save is on its way: what was typed meanwhile follows when it returns, reported to no one', async () => {
    const { queue, sent, statuses, clock } = setup();
    queue.set('1', 'B', true);
    queue.set('3', 'leg', false);
    const reported = statuses.length;
    queue.close();
    expect(sent.map((s) => s.changes)).toEqual([{ 1: 'B' }]);
    sent[0]!.resolve(ok(10));
    await vi.runAllTimersAsync();
    expect(sent.map((s) => s.changes)).toEqual([{ 1: 'B' }, { 3: 'leg' }]);
    sent[1]!.resolve(ok(9));
    await vi.runAllTimersAsync();
    expect(statuses).toHaveLength(reported);
    expect(clock).toEqual([]);
  });

  it('close() keeps retrying a failed save through the waits, then gives up', async () => {
    const { queue, sent } = setup();
    queue.set('1', 'B', true);
    queue.close();
    for (let i = 0; i < 6; i++) {
      sent.at(-1)!.reject(new ApiError(0, 'Failed to fetch'));
      await vi.runAllTimersAsync();
    }
    expect(sent).toHaveLength(6); // the first try and one after each of the five waits
    expect(sent.every((s) => s.changes['1'] === 'B')).toBe(true);
  });
});
