/** EXPLAIN of the statements the items-list bench compares. */
import type pg from "pg";

/** EXPLAIN ANALYZE of a query, one plan line per array entry. */
export async function explain(client: pg.ClientBase, query: { text: string; values: unknown[] }): Promise<string[]> {
  const result = await client.query<{ "QUERY PLAN": string }>({
    text: `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`,
    values: query.values,
  });
  return result.rows.map((row) => row["QUERY PLAN"]);
}
