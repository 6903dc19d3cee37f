/** One row of the bench table: a median of runs and its budget. */
export interface Figure {
  name: string;
  /** Median of the runs (null when it could not be measured). */
  value: number | null;
  unit: string;
  /** The budget: value must be <= max or >= min. */
  budget: { max?: number; min?: number };
  runs: number[];
  note?: string;
  /** Why it could not be measured (the bench threw): the table prints it in the row. */
  error?: string;
}

export const median = (xs: number[]): number | null => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export function figure(name: string, runs: number[], unit: string, budget: Figure['budget'], note?: string): Figure {
  return { name, value: median(runs), unit, budget, runs, note };
}

export const meets = (f: Figure): boolean =>
  f.error === undefined &&
  f.value !== null &&
  (f.budget.max === undefined || f.value <= f.budget.max) &&
  (f.budget.min === undefined || f.value >= f.budget.min);

const fmt = (v: number, unit: string): string => {
  const digits = Math.abs(v) >= 100 || Number.isInteger(v) ? 0 : Math.abs(v) >= 10 ? 1 : 2;
  return `${v.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
};

const budgetText = (f: Figure): string =>
  [
    f.budget.max !== undefined && `<= ${fmt(f.budget.max, f.unit)}`,
    f.budget.min !== undefined && `>= ${fmt(f.budget.min, f.unit)}`,
  ]
    .filter(Boolean)
    .join(', ');

/** A row's status: its error, or whether it meets its budget (`budgets: false`: only that it was measured). */
function status(f: Figure, budgets: boolean): string {
  if (f.error !== undefined) return `FAILED: ${f.error}`;
  if (!budgets) return f.value === null ? 'FAILED: no value' : 'measured';
  return budgetText(f) === '' ? '-' : meets(f) ? 'ok' : 'MISSED';
}

/** The one table `npm run bench` prints (Markdown, so it can go into the README as is). */
export function table(figures: Figure[], o: { budgets: boolean } = { budgets: true }): string {
  const rows = figures.map((f) => [
    // Element names in code spans: Markdown would take a bare <edu-header> for an HTML tag.
    f.name.replace(/<(edu-[a-z-]+(?: [^<>]*)?)>/g, '`<$1>`'),
    f.value === null ? 'n/a' : fmt(f.value, f.unit),
    budgetText(f),
    status(f, o.budgets),
    `${f.runs.length}`,
  ]);
  const head = ['figure', 'median', 'budget', 'status', 'runs'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** One empty list of runs per name. */
export function runLists<const K extends string>(...names: K[]): Record<K, number[]> {
  return Object.fromEntries(names.map((n) => [n, []])) as unknown as Record<K, number[]>;
}

/** The `p`th percentile of `xs` (nearest rank: a value that was measured); null for none. */
export const percentile = (xs: number[], p: number): number | null => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length, Math.max(1, Math.ceil((p / 100) * s.length))) - 1]!;
};
