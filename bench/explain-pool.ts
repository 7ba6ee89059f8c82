/**
 * Statement plans for the benches (`bench/search-explain.ts`, `bench/assistant-explain.ts`, `bench/lists-explain.ts`): patches a `pg` pool so that
 * while `explaining` is on, each SELECT or WITH statement runs as asked and then once more under
 * `EXPLAIN (ANALYZE, BUFFERS)` with the same values on the same session (so the plans are warm), and is recorded with its
 * execution time (ms) and plan.
 */
import type { DatabaseHandle } from '@insight/db';

/** One explained statement: its SQL text, execution time (ms) and plan. */
export type ExplainedStatement = { text: string; ms: number; plan: string };

type Query = (config: { text: string; values?: unknown[] } | string, params?: unknown[], callback?: unknown) => Promise<unknown>;
type Client = { query: Query; explained?: boolean };

/** Patches the pool of a PostgreSQL `handle`; answers the recorded statements and a switch. Throws on PGlite. */
export function explainPool(handle: DatabaseHandle): { plans: ExplainedStatement[]; explaining: (on: boolean) => void } {
  if (handle.driver.kind !== 'pg') throw new Error('PostgreSQL only');
  const pool = handle.driver.pool;
  const plans: ExplainedStatement[] = [];
  let on = false;
  // Callback-style calls (pg-pool's own) pass through.
  const explained =
    (query: Query): Query =>
    async (config, params, callback) => {
      if (typeof params === 'function' || callback) return query(config, params, callback);
      const text = typeof config === 'string' ? config : config.text;
      const args = typeof config === 'string' ? params : (config.values ?? params);
      const answer = await query(config, params);
      if (on && /^\s*(select|with)\b/i.test(text) && !/set_config/.test(text)) {
        const result = (await query(`explain (analyze, buffers) ${text}`, args)) as { rows: { 'QUERY PLAN': string }[] };
        const plan = result.rows.map((r) => r['QUERY PLAN']).join('\n');
        plans.push({ text, ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN), plan });
      }
      return answer;
    };
  // Statements outside a transaction go through pool.query; a transaction's (SET LOCAL …, then the search) through the
  // client drizzle checks out with a promise-style connect() (pool.query itself connects with a callback: left alone).
  const patchable = pool as unknown as { query: Query; connect: (callback?: unknown) => Promise<Client> | void };
  patchable.query = explained(pool.query.bind(pool) as Query);
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<Client> | void;
  patchable.connect = (callback?: unknown) => {
    if (callback) return connect(callback);
    return (connect() as Promise<Client>).then((client) => {
      if (!client.explained) {
        client.query = explained(client.query.bind(client));
        client.explained = true;
      }
      return client;
    });
  };
  return { plans, explaining: (value) => (on = value) };
}
