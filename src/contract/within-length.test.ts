import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { idParams } from './route-def.ts';
import { withinLength } from './primitives.ts';

describe('withinLength', () => {
  // Zod counts characters, not UTF-16 units: '😀' x 5 + 'x' is 6 characters and 11 units.
  it('lets the pattern see every value the length check takes', () => {
    expect(idParams.safeParse({ id: '😀😀😀😀😀x' }).success).toBe(false);
    expect(idParams.safeParse({ id: '123456789' }).success).toBe(true);
  });

  it('keeps the pattern away from a value the length check refused', () => {
    let read = 0;
    const field = z.string().check(
      z.maxLength(5),
      z.refine(
        () => {
          read++;
          return true;
        },
        { ...withinLength(5) },
      ),
    );
    expect(field.safeParse('a'.repeat(1_000_000)).success).toBe(false);
    expect(read).toBe(0);
  });
});
