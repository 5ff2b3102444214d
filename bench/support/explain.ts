/** What a benchmark reports of an `EXPLAIN (ANALYZE, BUFFERS)`: the plan's text, its execution time and the shared buffers it touched. */
export function readPlan(rows: { 'QUERY PLAN': string }[]) {
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  const buffers = /Buffers: shared ([^\n]*)/.exec(plan)?.[1] ?? '';
  const count = (kind: string) => Number(new RegExp(`${kind}=(\\d+)`).exec(buffers)?.[1] ?? 0);
  return { plan, executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN), buffers: count('hit') + count('read') };
}
