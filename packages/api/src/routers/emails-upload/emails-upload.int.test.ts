/**
 * The control e-mail upload (kind `emails`) through the shared pipeline's procedures: each valid
 * row becomes one statement e-mail in the outbox when the batch is processed; control only.
 */
import type { Actor } from "@paydesk/domain";
import { STATEMENT_EMAIL_PURPOSE } from "@paydesk/services";
import { describeDb, expectTRPCError, uniqueSuffix } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, STATEMENT_MESSAGES } from "@paydesk/validators";
import { beforeAll, expect, it } from "vitest";
import { processToEnd, useUploadQueue } from "@paydesk/tests/upload-queue";
import { callerFor } from "@paydesk/tests/callers";

describeDb("control e-mail upload through uploads.*", (t) => {
  useUploadQueue(t);
  const tag = `eu${uniqueSuffix()}`;
  const addr = (n: number) => `payer${n}.${tag}@emails.test`;
  let control: Actor;
  let schoolAdmin: Actor;

  beforeAll(async () => {
    control = await t.fixtures.actor(await t.fixtures.user({ kind: "CONTROL", label: "eu-control" }));
    schoolAdmin = await t.fixtures.actor(await t.fixtures.user({ label: "eu-school" }));
  });

  it("sends one e-mail per valid row when processed, once even if processing is asked again", async () => {
    const caller = callerFor(t.db, control);
    const { tableKey: key } = await caller.uploads.start({ module: "control", kind: "emails", options: {} });
    const rows = [1, 2, 3, 4, 5].map((n) => ({ email: addr(n), name: `Payer ${n}`, amount_due: `${n}.00`, description: "Trip" }));
    rows[2] = { ...rows[2]!, name: "" };
    const added = await caller.uploads.addRows({ module: "control", key, rows, firstRowNo: 1 });
    expect(added.rows.map((row) => row.errors)).toEqual([[], [], [STATEMENT_MESSAGES.nameRequired], [], []]);
    expect(await caller.uploads.plan({ module: "control", key, options: {} })).toMatchObject({ total: 5, invalid: 1, created: 4 });

    expect(await processToEnd(caller, t, "control", key)).toMatchObject({ status: "DONE", counts: { created: 4 } });
    await caller.uploads.process({ module: "control", key, options: {} });
    const mails = await t.db.outboundEmail.findMany({ where: { toAddress: { endsWith: `${tag}@emails.test` }, purpose: STATEMENT_EMAIL_PURPOSE }, orderBy: { toAddress: "asc" } });
    expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      [addr(1), "Your statement: $1.00 due"],
      [addr(2), "Your statement: $2.00 due"],
      [addr(4), "Your statement: $4.00 due"],
      [addr(5), "Your statement: $5.00 due"],
    ]);
  });

  it("is control's only", async () => {
    await expectTRPCError(callerFor(t.db, schoolAdmin).uploads.start({ module: "school", kind: "emails", options: {} }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    await expectTRPCError(callerFor(t.db, schoolAdmin).uploads.start({ module: "control", kind: "emails", options: {} }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
  });
});
