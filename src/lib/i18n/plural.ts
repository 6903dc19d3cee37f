/** An English count, "1 point" or "3 points": the number as written, then the noun for it. */
export const countOf = (n: number, one: string, other: string): string => `${n} ${n === 1 ? one : other}`;
