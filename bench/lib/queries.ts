/** Watches the statements the app's pool runs: how many per request, and which. */
import type pg from "pg";

export interface Statement {
  text: string;
  values: unknown[];
}

export interface QueryRecorder {
  count(): number;
  /** Runs `fn` and returns the statements every connection of the pool ran meanwhile. */
  record(fn: () => Promise<unknown>): Promise<Statement[]>;
}

function statementOf(args: unknown[]): Statement {
  const [first, second] = args;
  if (typeof first === "string") return { text: first, values: Array.isArray(second) ? second : [] };
  const config = first as { text?: string; values?: unknown[] };
  return { text: config.text ?? "", values: config.values ?? [] };
}

/** Must be attached before the pool opens its first connection. */
export function recordQueries(pool: pg.Pool): QueryRecorder {
  let count = 0;
  let recording: Statement[] | null = null;
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      count++;
      recording?.push(statementOf(args));
      return query(...args);
    };
  });
  return {
    count: () => count,
    record: async (fn) => {
      recording = [];
      try {
        await fn();
        return recording;
      } finally {
        recording = null;
      }
    },
  };
}
