import type { Db } from "@paydesk/db";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { healthCheck } from "./health.ts";

/** A database stand-in that answers `SELECT 1` as told and counts how often it is asked. */
function database(answers: () => Promise<unknown>) {
  const calls = { count: 0 };
  const db = { $queryRaw: () => (calls.count++, answers()) } as unknown as Db;
  return { db, calls };
}

async function probe(handler: ReturnType<typeof healthCheck>): Promise<{ status: number; body: unknown }> {
  const answer = { status: 200, body: undefined as unknown };
  const res = {
    status(code: number) {
      answer.status = code;
      return this;
    },
    json(body: unknown) {
      answer.body = body;
      return this;
    },
  };
  await handler({} as Request, res as unknown as Response, () => undefined);
  return answer;
}

describe("healthCheck", () => {
  it("asks the database once for concurrent probes and reuses the answer within its age", async () => {
    const { db, calls } = database(async () => [{ "?column?": 1 }]);
    const handler = healthCheck(db, 60_000);
    const answers = await Promise.all([probe(handler), probe(handler), probe(handler)]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers[0]!.body).toEqual({ status: "ok" });
    await probe(handler);
    expect(calls.count).toBe(1);
  });

  it("answers 503 while the database fails, and asks again once the answer is older than its age", async () => {
    let up = false;
    const { db, calls } = database(() => (up ? Promise.resolve([]) : Promise.reject(new Error("down"))));
    const handler = healthCheck(db, 0);
    expect(await probe(handler)).toEqual({ status: 503, body: { status: "error", message: "database unavailable" } });
    up = true;
    expect((await probe(handler)).status).toBe(200);
    expect(calls.count).toBe(2);
  });
});
