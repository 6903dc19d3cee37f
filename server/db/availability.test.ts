import { describe, expect, it, vi } from 'vitest';
import { Availability } from './availability.ts';
import { DatabaseAwayError } from './database-faults.ts';

const OPTIONS = { probeAfterMs: 30, probeTimeoutMs: 50, recheckMs: 40 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const never = () => new Promise<never>(() => {});

/** An Availability whose probe answers while `up.value` is true, and hangs otherwise. */
function make() {
  const up = { value: true, probes: 0 };
  const log: string[] = [];
  const a = new Availability(
    async () => {
      up.probes++;
      if (!up.value) await never();
    },
    OPTIONS,
    (m) => log.push(m),
  );
  return { a, up, log };
}

describe('Availability', () => {
  it('lets slow work finish while probes answer', async () => {
    const { a, up } = make();
    const slow = sleep(200).then(() => 'done');
    expect(await a.watch(slow, () => {})).toBe('done');
    expect(up.probes).toBeGreaterThan(0);
    expect(a.isAway).toBe(false);
    a.stop();
  });

  it('fails unanswered work once a probe gets no answer, then fails at once, until a probe answers again', async () => {
    const { a, up, log } = make();
    up.value = false;
    let abandoned = 0;
    await expect(a.watch(never(), () => abandoned++)).rejects.toBeInstanceOf(DatabaseAwayError);
    expect(abandoned).toBe(1);
    expect(a.isAway).toBe(true);
    expect(() => a.check()).toThrow(DatabaseAwayError);
    up.value = true;
    await vi.waitFor(() => expect(a.isAway).toBe(false), { timeout: 5000 });
    expect(() => a.check()).not.toThrow();
    expect(log).toEqual(['The database is not answering: requests get 503 until it does.', 'The database answers again.']);
    a.stop();
  });

  it('probes at once after a connection failure, and not after other errors', async () => {
    const { a, up } = make();
    a.noticed(Object.assign(new Error('duplicate'), { code: '23505' }));
    expect(up.probes).toBe(0);
    up.value = false;
    a.noticed(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));
    expect(up.probes).toBe(1);
    await vi.waitFor(() => expect(a.isAway).toBe(true), { timeout: 5000 });
    a.stop();
  });

  it('shares one probe between everyone waiting', async () => {
    const { a, up } = make();
    up.value = false;
    const all = Array.from({ length: 20 }, () => a.watch(never(), () => {}).catch((e: unknown) => e));
    for (const e of await Promise.all(all)) expect(e).toBeInstanceOf(DatabaseAwayError);
    expect(up.probes).toBe(1);
    a.stop();
  });
});
