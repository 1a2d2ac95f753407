/**
 * The outbox (docs/product/control-area.md): control staff list outgoing mail newest first, filter it by
 * recipient, and open a message's body on demand. Bodies hold reset links: nobody else may read it.
 */
import type { Actor } from "@paydesk/domain";
import { outboxTransport, sendEmail, type MailTransport } from "@paydesk/services";
import { createTestContext, describeDb, expectTRPCError, uniqueSuffix } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, type TModule } from "@paydesk/validators";
import { beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

const failing: MailTransport = {
  kind: "smtp",
  deliver: () => Promise.reject(new Error("connection refused")),
};

describeDb("outbox router", (t) => {
  const as = (actor: Actor | null) => callerFor(t.db, actor, { ip: "10.7.7.7" });

  // Recipients no other test writes to.
  const tag = `ob${uniqueSuffix()}`;
  const addr = (name: string) => `${name}.${tag}@outbox.test`;
  let control: Actor;
  let schoolAdmin: Actor;
  let parent: Actor;
  let ids: { first: number; second: number; third: number; failed: number };

  beforeAll(async () => {
    const f = t.fixtures;
    control = await f.actor(await f.user({ kind: "CONTROL", label: "ob-control" }));
    schoolAdmin = await f.actor(await f.user({ label: "ob-school" }));
    parent = await f.actor(await f.user({ kind: "PARENT", label: "ob-parent" }));
    const send = async (to: string, subject: string, transport = outboxTransport) => {
      await sendEmail(createTestContext(t.db, null, { mail: transport }), {
        to,
        subject,
        text: `Body of ${subject}\nhttp://localhost:3000/login/reset/secret-${subject}`,
        purpose: "password_reset",
      });
      return (await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: to, subject }, select: { id: true } })).id;
    };
    const first = await send(addr("ann"), "First");
    const second = await send(addr("bob"), "Second");
    const third = await send(addr("Ann"), "Third");
    const failed = await send(addr("cid"), "Bounced", failing);
    ids = { first, second, third, failed };
  });

  const find = (actor: Actor | null, input: Record<string, unknown> = {}, module: TModule = "control") =>
    as(actor).outbox.find({ module, recipient: tag, ...input });

  describe("find", () => {
    it("lists messages newest first with status, recipient, subject, purpose and times, but no body", async () => {
      const page = await find(control);
      expect(page.total).toBe(4);
      expect(page.entries.map((e) => e.id)).toEqual([ids.failed, ids.third, ids.second, ids.first]);
      const sent = page.entries.find((e) => e.id === ids.second)!;
      expect(sent).toEqual({
        id: ids.second,
        status: "SENT",
        to: addr("bob"),
        subject: "Second",
        purpose: "password_reset",
        companyId: null,
        attempts: 1,
        lastError: null,
        createdAt: expect.any(Date),
        sentAt: expect.any(Date),
      });
      expect(page.entries.find((e) => e.id === ids.failed)).toMatchObject({
        status: "FAILED",
        lastError: "connection refused",
        sentAt: null,
      });
      expect(JSON.stringify(page)).not.toContain("secret-");
    });

    it("filters by part of the recipient's address, any case", async () => {
      const page = await find(control, { recipient: `ANN.${tag.toUpperCase()}` });
      expect(page.entries.map((e) => e.id)).toEqual([ids.third, ids.first]);
      expect((await find(control, { recipient: `nobody-${tag}` })).entries).toEqual([]);
      // "%" and "_" are characters of an address, not wildcards.
      expect((await find(control, { recipient: `%${tag}` })).total).toBe(0);
    });

    it("filters by status and pages through the list", async () => {
      expect((await find(control, { status: "FAILED" })).entries.map((e) => e.id)).toEqual([ids.failed]);
      const second = await find(control, { pageSize: 3, page: 2 });
      expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(second.entries.map((e) => e.id)).toEqual([ids.first]);
    });

    it("answers 401 to nobody signed in", async () => {
      await expectTRPCError(find(null), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
    });

    it("is control only: 403 for administrators and parents, control staff outside control, and control staff on quick login", async () => {
      await expectTRPCError(find(schoolAdmin), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(find(schoolAdmin, {}, "school"), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(find(parent, {}, "parent"), "FORBIDDEN");
      await expectTRPCError(find(control, {}, "school"), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(find({ ...schoolAdmin, realUserId: control.userId }), "FORBIDDEN");
    });

    it("answers 400 to bad input", async () => {
      await expectTRPCError(find(control, { page: 0 }), "BAD_REQUEST");
      await expectTRPCError(find(control, { pageSize: 1000 }), "BAD_REQUEST");
      await expectTRPCError(find(control, { status: "LOST" }), "BAD_REQUEST");
      await expectTRPCError(find(control, { recipient: "x".repeat(255) }), "BAD_REQUEST");
    });
  });

  describe("get", () => {
    it("answers one message with its body, and records that control staff read it", async () => {
      const message = await as(control).outbox.get({ module: "control", id: ids.second });
      expect(message).toMatchObject({
        id: ids.second,
        to: addr("bob"),
        subject: "Second",
        status: "SENT",
        text: "Body of Second\nhttp://localhost:3000/login/reset/secret-Second",
        html: null,
      });
      const audit = await t.db.auditEvent.findFirstOrThrow({
        where: { action: "mail.outbox_message_read", entityId: String(ids.second) },
      });
      expect(audit).toMatchObject({
        actorId: control.userId,
        realActorId: control.userId,
        entity: "outbound_email",
        ip: "10.7.7.7",
      });
      // The audit row says which message was read, never what it said.
      expect(JSON.stringify({ before: audit.before, after: audit.after })).not.toContain("secret-");
    });

    it("refuses everyone but control staff, like find", async () => {
      await expectTRPCError(as(null).outbox.get({ module: "control", id: ids.first }), "UNAUTHORIZED");
      await expectTRPCError(as(schoolAdmin).outbox.get({ module: "control", id: ids.first }), "FORBIDDEN");
      await expectTRPCError(as(parent).outbox.get({ module: "parent", id: ids.first }), "FORBIDDEN");
      await expectTRPCError(
        as({ ...schoolAdmin, realUserId: control.userId }).outbox.get({ module: "school", id: ids.first }),
        "FORBIDDEN",
      );
    });

    it("answers 404 for an unknown message and 400 for a bad id", async () => {
      await expectTRPCError(as(control).outbox.get({ module: "control", id: 2_000_000_000 }), "NOT_FOUND", "No such message.");
      await expectTRPCError(as(control).outbox.get({ module: "control", id: 0 }), "BAD_REQUEST");
      await expectTRPCError(as(control).outbox.get({ module: "control", id: "abc" as unknown as number }), "BAD_REQUEST");
    });
  });
});
