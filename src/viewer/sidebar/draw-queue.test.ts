import { describe, expect, it } from 'vitest';
import { DrawQueue, type DrawJob } from './draw-queue.ts';

const job = (page: number): DrawJob => ({ key: `${page}@0`, page, rotation: 0 });
const tick = () => new Promise((r) => setTimeout(r, 5));

/** A queue whose drawings finish when the test says so. */
function setup() {
  const started: string[] = [];
  const done: string[] = [];
  const failed: string[] = [];
  const cancelled: string[] = [];
  const finish = new Map<string, { resolve: () => void; reject: (e: unknown) => void }>();
  const queue = new DrawQueue<string>({
    draw: (j) => {
      started.push(j.key);
      let settle!: { resolve: () => void; reject: (e: unknown) => void };
      const promise = new Promise<string>((resolve, reject) => (settle = { resolve: () => resolve(`drawn ${j.page}`), reject }));
      finish.set(j.key, settle);
      return {
        promise,
        cancel: () => {
          cancelled.push(j.key);
          settle.reject(Object.assign(new Error('cancelled'), { name: 'Cancelled' }));
        },
      };
    },
    done: (j) => done.push(j.key),
    failed: (j) => failed.push(j.key),
    isCancellation: (e) => (e as Error).name === 'Cancelled',
  });
  return { queue, started, done, failed, cancelled, finish };
}

/** A running queue that has been asked for pages 1 and 2 and has started drawing. */
async function runningWithTwoPages() {
  const q = setup();
  q.queue.setPaused(false);
  q.queue.request(job(1));
  q.queue.request(job(2));
  await tick();
  return q;
}

describe('DrawQueue', () => {
  it('draws nothing while paused, then one at a time in the order asked', async () => {
    const { queue, started, done, finish } = setup();
    queue.request(job(1));
    queue.request(job(2));
    queue.request(job(1));
    await tick();
    expect(started).toEqual([]);
    queue.setPaused(false);
    await tick();
    expect(started).toEqual(['1@0']);
    finish.get('1@0')!.resolve();
    await tick();
    expect(done).toEqual(['1@0']);
    expect(started).toEqual(['1@0', '2@0']);
    finish.get('2@0')!.resolve();
    await tick();
    expect(queue.pending).toBe(0);
  });

  it('cancels a drawing that is no longer wanted and drops waiting ones', async () => {
    const { queue, started, done, failed, cancelled, finish } = setup();
    queue.setPaused(false);
    queue.request(job(1));
    queue.request(job(2));
    queue.request(job(3));
    await tick();
    queue.release('1@0');
    queue.release('2@0');
    await tick();
    expect(cancelled).toEqual(['1@0']);
    expect(failed).toEqual([]);
    expect(started).toEqual(['1@0', '3@0']);
    finish.get('3@0')!.resolve();
    await tick();
    expect(done).toEqual(['3@0']);
  });

  it('reports a failed drawing once and goes on with the next', async () => {
    const { started, failed, finish } = await runningWithTwoPages();
    finish.get('1@0')!.reject(new Error('broken page'));
    await tick();
    expect(failed).toEqual(['1@0']);
    expect(started).toEqual(['1@0', '2@0']);
  });

  it('lets a drawing under way finish when paused, but starts no other', async () => {
    const { queue, started, done, finish } = await runningWithTwoPages();
    queue.setPaused(true);
    finish.get('1@0')!.resolve();
    await tick();
    expect(done).toEqual(['1@0']);
    expect(started).toEqual(['1@0']);
  });
});
