import type { Database } from '../db/queryable.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/**
 * The tables `sql` reads with a sequential scan even when the planner is told to avoid them
 * (`enable_seqscan = off`): a table listed here has no index that answers the query, whatever
 * its size, so the check holds on a test's small data as on a district's.
 */
export async function seqScannedTables(db: Database, sql: string, params: unknown[] = []): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const rows = await tx.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    const cell = Object.values(rows[0] ?? {})[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    const found = new Set<string>();
    const walk = (node: PlanNode) => {
      if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.add(node['Relation Name']);
      node.Plans?.forEach(walk);
    };
    plan.forEach((p) => walk(p.Plan));
    return [...found].sort();
  });
}

/**
 * The tables `sql` reads whole (with `enable_seqscan = off`): a sequential scan, or a walk of a
 * whole index, which the planner takes instead when it may not scan the table: an index scan
 * with no condition on the index's first column (a condition on a later column alone still
 * reads every entry). Either reads every row, whatever the query asks for.
 */
export async function tablesReadWhole(db: Database, sql: string, params: unknown[] = []): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const rows = await tx.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    const cell = Object.values(rows[0] ?? {})[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: IndexPlanNode }[];
    const firstColumn = async (index: string): Promise<string | undefined> =>
      (
        await tx.query<{ col: string }>(
          `SELECT a.attname AS col FROM pg_index i
           JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
           WHERE i.indexrelid = to_regclass($1)`,
          [index],
        )
      )[0]?.col;
    const found = new Set<string>();
    const walk = async (node: IndexPlanNode, heap?: string): Promise<void> => {
      const table = node['Relation Name'] ?? heap;
      if (table && node['Node Type'] === 'Seq Scan') found.add(table);
      if (table && INDEX_SCANS.has(node['Node Type']) && node['Index Name']) {
        const first = await firstColumn(node['Index Name']);
        const bounded = first !== undefined && new RegExp(`\\(${first} (=|<|>|<=|>=) `).test(node['Index Cond'] ?? '');
        if (!bounded) found.add(table);
      }
      const below = node['Node Type'] === 'Bitmap Heap Scan' ? node['Relation Name'] : undefined;
      for (const child of node.Plans ?? []) await walk(child, below);
    };
    for (const p of plan) await walk(p.Plan);
    return [...found].sort();
  });
}

const INDEX_SCANS = new Set(['Index Scan', 'Index Only Scan', 'Bitmap Index Scan']);

interface IndexPlanNode extends PlanNode {
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: IndexPlanNode[];
}
