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
