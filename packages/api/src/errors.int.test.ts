import { poolOf } from "@paydesk/db";
import { describeDb, expectTRPCError, uniqueSuffix } from "@paydesk/tests/harness";
import { HTTP_MESSAGES } from "@paydesk/validators";
import { expect, it } from "vitest";
import type { Context } from "./context.ts";
import { describeError } from "./errors.ts";
import { createCallerFactory, publicProcedure, router } from "./trpc.ts";

/** What a call rejected with: the database's own error, as the service would have seen it. */
const refusal = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => {
      throw new Error("expected the database to refuse the write");
    },
    (error: unknown) => error,
  );

const changedMeanwhile = { status: 409, message: HTTP_MESSAGES.changedMeanwhile };

describeDb("database refusals as answers", (t) => {
  /** A rate-limit key: a table with a primary key and nothing pointing at it. */
  const takenKey = async () => {
    const key = `db-refusal-${uniqueSuffix()}`;
    await t.db.rateLimit.create({ data: { key, windowStart: new Date(), count: 1 } });
    return key;
  };

  it("a duplicate key written by a model query answers 409 with the reload message", async () => {
    const key = await takenKey();
    const error = await refusal(t.db.rateLimit.create({ data: { key, windowStart: new Date(), count: 1 } }));
    expect(describeError(error)).toEqual(changedMeanwhile);
  });

  it("a duplicate key written by raw SQL through Prisma's pg adapter answers 409, not a crash's 500", async () => {
    const key = await takenKey();
    const error = await refusal(t.db.$executeRaw`INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)`);
    expect(describeError(error)).toEqual(changedMeanwhile);
  });

  it("a duplicate key written straight on the pg pool (the hot paths) answers 409, not a crash's 500", async () => {
    const key = await takenKey();
    const pool = poolOf(t.db)!;
    const error = await refusal(pool.query("INSERT INTO rate_limits (key, window_start, count) VALUES ($1, now(), 1)", [key]));
    expect(describeError(error)).toEqual(changedMeanwhile);
  });

  it("a row pointing at a company that is not there, written by raw SQL, answers 409", async () => {
    const error = await refusal(t.db.$executeRaw`INSERT INTO company_image_settings (company_id, updated_at) VALUES (${-1}, now())`);
    expect(describeError(error)).toEqual(changedMeanwhile);
  });

  it("a procedure whose raw write loses a unique race answers CONFLICT with the reload message", async () => {
    const key = await takenKey();
    const probe = router({
      write: publicProcedure.mutation(async () => {
        await t.db.$executeRaw`INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)`;
      }),
    });
    const caller = createCallerFactory(probe)({} as Context);
    await expectTRPCError(caller.write(), "CONFLICT", HTTP_MESSAGES.changedMeanwhile);
  });
});
