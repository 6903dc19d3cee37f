/**
 * The band a percentage falls in: `bands[i]` for the first of the descending `floors` it reaches,
 * the last band when it reaches none (`bands` has one more entry than `floors`).
 */
export function bandOf<B>(percent: number, floors: readonly number[], bands: readonly B[]): B {
  const i = floors.findIndex((floor) => percent >= floor);
  return bands[i === -1 ? floors.length : i]!;
}
