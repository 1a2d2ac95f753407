/**
 * The references the app is measured against, on the same machine and in the same run: a bare
 * Express 5 app with a pg pool as large as the app's, and no middleware at all.
 * - `GET /`: `res.json({ ok: true })`, the floor of Node and Express (for `/healthz`);
 * - `GET /session`: the `pd_session` cookie's session with its actor, one statement through pg
 *   (for `auth.session`);
 * - `GET /items/:key`: the same statement, then the list's page and count as the bench case's
 *   SQL (for `items.list`).
 * It runs the very statement the app runs for a session (`SESSION_ACTOR`), so the ratio shows
 * what the app's stack costs on top of the SQL, not a difference in queries.
 */
import { createHash } from "node:crypto";
import { createPool } from "@paydesk/db";
import { actorFromRow, queryNamed, SESSION_ACTOR, type ActorRow } from "@paydesk/services";
import express from "express";
import type pg from "pg";
import type { BenchCase } from "../items-list/cases.ts";
import { close, listen } from "./http.ts";

export interface Reference {
  url: string;
  /** Adds the list cases served under `/items/:key`. */
  addCases(cases: BenchCase[]): void;
  stop(): Promise<void>;
}

function sessionToken(cookieHeader: string | undefined): string {
  const pair = (cookieHeader ?? "").split(/;\s*/).find((c) => c.startsWith("pd_session="));
  return decodeURIComponent(pair?.slice("pd_session=".length) ?? "");
}

async function actorOf(pool: pg.Pool, req: express.Request) {
  const hash = createHash("sha256").update(sessionToken(req.headers.cookie)).digest("hex");
  const [row] = await queryNamed<ActorRow>(pool, SESSION_ACTOR, [hash]);
  return row ? actorFromRow(row) : null;
}

export async function startReference(databaseUrl: string, poolMax: number): Promise<Reference> {
  const pool = createPool(databaseUrl, { max: poolMax });
  const cases = new Map<string, BenchCase>();
  const app = express();
  app.disable("x-powered-by");
  app.get("/", (_req, res) => void res.json({ ok: true }));
  app.get("/session", async (req, res) => {
    const actor = await actorOf(pool, req);
    if (!actor) return void res.status(401).json({ error: "not signed in" });
    res.json({ user: { id: actor.userId, email: actor.email, name: actor.name }, permissions: [...actor.permissions] });
  });
  app.get("/items/:key", async (req, res) => {
    const benchCase = cases.get(req.params.key);
    const actor = await actorOf(pool, req);
    if (!actor || !benchCase) return void res.status(401).json({ error: "not signed in" });
    const [page, count] = await Promise.all([pool.query(benchCase.page), pool.query<{ total: number }>(benchCase.count)]);
    res.json({ items: page.rows, total: count.rows[0]?.total ?? 0 });
  });
  const server = await listen(app);
  return {
    url: server.url,
    addCases: (list) => list.forEach((c) => cases.set(c.key, c)),
    stop: async () => {
      await close(server.server);
      await pool.end();
    },
  };
}
