/** Where the offsets of the normalized text shift against the original's. */
export interface PositionDiffs {
  starts: Uint32Array;
  shifts: Int32Array;
}

/** The first index whose item meets `condition` (items sorted so that it holds from there on). */
function firstIndexWhere(items: Uint32Array, condition: (item: number) => boolean, start = 0): number {
  let min = start;
  let max = items.length - 1;
  if (max < 0 || !condition(items[max]!)) return items.length;
  if (condition(items[min]!)) return min;
  while (min < max) {
    const mid = (min + max) >> 1;
    if (condition(items[mid]!)) max = mid;
    else min = mid + 1;
  }
  return min;
}

/** Maps a match in normalized text (position, length) to the original text. */
export function originalRange(diffs: PositionDiffs | null, pos: number, len: number): [start: number, length: number] {
  if (!diffs) return [pos, len];
  const { starts, shifts } = diffs;
  const start = pos;
  const end = pos + len - 1;
  let i = firstIndexWhere(starts, (x) => x >= start);
  if (starts[i]! > start) --i;
  let j = firstIndexWhere(starts, (x) => x >= end, i);
  if (starts[j]! > end) --j;
  const oldStart = start + shifts[i]!;
  const oldEnd = end + shifts[j]!;
  return [oldStart, oldEnd + 1 - oldStart];
}
