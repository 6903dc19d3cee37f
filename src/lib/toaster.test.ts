import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToaster, MAX_VISIBLE_TOASTS, TOAST_DURATION } from './toaster.ts';

const shown = (t: ReturnType<typeof createToaster>) => t.$toasts.get().map((x) => x.message);

/** `messages` are still shown after `ms - 1` and all gone after `ms`. */
const expectShownFor = (t: ReturnType<typeof createToaster>, ms: number, messages: string[]): void => {
  vi.advanceTimersByTime(ms - 1);
  expect(shown(t)).toEqual(messages);
  vi.advanceTimersByTime(1);
  expect(shown(t)).toEqual([]);
};

describe('toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at most three toasts; the next waits, in order, and its time starts when it shows', () => {
    const t = createToaster();
    for (const n of [1, 2, 3, 4, 5]) t.success(`Saved ${n}`);
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    expect(shown(t)).toEqual(['Saved 1', 'Saved 2', 'Saved 3']);
    vi.advanceTimersByTime(TOAST_DURATION.success);
    expect(shown(t)).toEqual(['Saved 4', 'Saved 5']);
    expectShownFor(t, TOAST_DURATION.success, ['Saved 4', 'Saved 5']);
  });

  it('brings the next waiting toast in when one is dismissed', () => {
    const t = createToaster();
    const first = t.info('One');
    t.info('Two');
    t.info('Three');
    t.info('Four');
    t.dismiss(first);
    expect(shown(t)).toEqual(['Two', 'Three', 'Four']);
  });

  it('keeps an error until it is dismissed', () => {
    const t = createToaster();
    const id = t.error('Could not save the course.');
    vi.advanceTimersByTime(10 * 60_000);
    expect(shown(t)).toEqual(['Could not save the course.']);
    t.dismiss(id);
    expect(shown(t)).toEqual([]);
  });

  it('holds the timer while hovered or focused, and goes on with the time that was left', () => {
    const t = createToaster();
    const id = t.success('Profile updated.');
    vi.advanceTimersByTime(3000);
    t.hold(id); // pointer over it
    t.hold(id); // and focus in it
    vi.advanceTimersByTime(60_000);
    t.release(id); // the pointer left; focus is still in it
    vi.advanceTimersByTime(60_000);
    expect(shown(t)).toEqual(['Profile updated.']);
    t.release(id);
    expectShownFor(t, 1000, ['Profile updated.']);
  });

  it('times an updated toast as its new kind, also while it waits', () => {
    const t = createToaster();
    const shownId = t.loading('Deleting A...');
    t.info('Two');
    t.info('Three');
    const waitingId = t.loading('Deleting B...');
    t.update(shownId, 'success', 'A deleted.');
    t.update(waitingId, 'error', 'B could not be deleted.');
    vi.advanceTimersByTime(TOAST_DURATION.success);
    expect(shown(t)).toEqual(['B could not be deleted.']);
    vi.advanceTimersByTime(60_000);
    expect(shown(t)).toEqual(['B could not be deleted.']);
    t.update(9999, 'success', 'nothing');
    expect(shown(t)).toEqual(['B could not be deleted.']);
  });
});
