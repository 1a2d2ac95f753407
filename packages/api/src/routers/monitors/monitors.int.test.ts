/**
 * Monitors through the router on a real database: the form's rules and the contact prompt, runs
 * that record info matches and e-mail error matches once (through the real SMTP transport to a
 * test server), the process filter, failed jobs as events, the schedule's job, and who may call.
 */
import { createPool } from "@paydesk/db";
import {
  countMonitorsInError,
  deliverStored,
  MONITOR_RUN_QUEUE,
  smtpTransport,
  startMonitorRunQueue,
  type MailTransport,
} from "@paydesk/services";
import { createTestContext, describeDb, expectTRPCError, uniqueEmail, uniqueSuffix, type FixtureCompany, type FixtureUser } from "@paydesk/tests/harness";
import { startSmtpReceiver, type SmtpReceiver } from "@paydesk/tests/smtp";
import { AUTH_MESSAGES, MONITOR_MESSAGES, SUPPORT_CONTACT_MESSAGES, type TSaveMonitorRequest } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerAs } from "@paydesk/tests/callers";

describeDb("monitors", (t) => {
  const module = "control" as const;
  let smtp: SmtpReceiver;
  let transport: MailTransport;
  let control: FixtureUser;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    transport = smtpTransport(smtp.url);
    control = await t.fixtures.user({ kind: "CONTROL", label: "monitors-control" });
  });
  afterAll(async () => {
    transport.close?.();
    await smtp.close();
  });
  const controlCaller = () => callerAs(t.db, control, { mail: transport });

  async function companyWithContacts(): Promise<{ company: FixtureCompany; contacts: [string, string] }> {
    const company = await t.fixtures.company({ kind: "SCHOOL" });
    const contacts: [string, string] = [uniqueEmail("monitor-a"), uniqueEmail("monitor-b")];
    const caller = await controlCaller();
    for (const email of contacts) await caller.supportContacts.create({ module, companyId: company.id, email, name: "Ops" });
    return { company, contacts };
  }

  async function order(company: FixtureCompany, status: "PAID" | "VOID" | "PARTIAL", payerName = "Pat Payer") {
    return t.db.order.create({
      data: {
        companyId: company.id,
        source: "TERMINAL",
        status,
        payerName,
        totalCents: 2500,
        paidCents: status === "PARTIAL" ? 1250 : 2500,
        payments: { create: { method: "CASH", amountCents: 2500 } },
      },
    });
  }

  async function uploadBatch(company: FixtureCompany, status: "FAILED" | "DONE", error: string | null) {
    return t.db.uploadBatch.create({
      data: { tableKey: `monitor-${uniqueSuffix()}`, kind: "students", companyId: company.id, createdBy: control.id, status, error },
    });
  }

  const save = async (fields: Partial<Omit<TSaveMonitorRequest, "module">>) =>
    (await controlCaller()).monitors.save({ module, hasProcess: false, infoQueries: [], errorQueries: [], level: 0, createContacts: false, ...fields } as TSaveMonitorRequest);

  /** Hand the monitor's queued mail to the SMTP transport, as the mail retry job does. */
  async function deliverQueued(to: readonly string[]) {
    const rows = await t.db.outboundEmail.findMany({ where: { toAddress: { in: [...to] }, status: "QUEUED", purpose: "monitor_error_match" } });
    const ctx = createTestContext(t.db, null, { mail: transport });
    for (const row of rows) await deliverStored(ctx, row.id);
    return rows.length;
  }

  describe("saving (docs/product/control-area.md)", () => {
    it("refuses a monitor without a company, with the product's message", async () => {
      await expectTRPCError(save({ errorQueries: ["x"] }), "BAD_REQUEST", MONITOR_MESSAGES.companyRequired);
      await expectTRPCError(save({ companyId: "" as unknown as number, errorQueries: ["x"] }), "BAD_REQUEST", MONITOR_MESSAGES.companyRequired);
      await expectTRPCError(save({ companyId: 2_000_000_000, errorQueries: ["x"] }), "NOT_FOUND", MONITOR_MESSAGES.unknownCompany);
    });

    it("needs a pattern of more than 2 characters between slashes with has_process, and a query", async () => {
      const company = await t.fixtures.company();
      await expectTRPCError(save({ companyId: company.id, hasProcess: true, processPattern: "//", errorQueries: ["x"] }), "BAD_REQUEST", MONITOR_MESSAGES.patternShape);
      await expectTRPCError(save({ companyId: company.id, hasProcess: true, processPattern: "payments", errorQueries: ["x"] }), "BAD_REQUEST", MONITOR_MESSAGES.patternShape);
      await expectTRPCError(save({ companyId: company.id, infoQueries: ["  "] }), "BAD_REQUEST", MONITOR_MESSAGES.queryRequired);
      await expectTRPCError(save({ companyId: company.id, errorQueries: ["/(a+)+$/"] }), "BAD_REQUEST", MONITOR_MESSAGES.unsafeRegex);
      await expectTRPCError(save({ companyId: company.id, errorQueries: ["x"], level: 6 }), "BAD_REQUEST", MONITOR_MESSAGES.badLevel);
      const saved = await save({ companyId: company.id, hasProcess: true, processPattern: "/^payments/", errorQueries: ["x"], level: 5 });
      expect(saved.monitor).toMatchObject({ companyId: company.id, processPattern: "/^payments/", level: 5, lastRunAt: null, inError: false });
      // Without has_process the pattern is not kept.
      const edited = await save({ id: saved.monitor.id, companyId: company.id, processPattern: "/^payments/", errorQueries: ["y"] });
      expect(edited.monitor).toMatchObject({ id: saved.monitor.id, hasProcess: false, processPattern: null, errorQueries: ["y"] });
      await expectTRPCError(save({ id: 2_000_000_000, companyId: company.id, errorQueries: ["x"] }), "NOT_FOUND", MONITOR_MESSAGES.unknown);
    });

    it("prompts for contact e-mails that are not support contacts, and creates them when told to", async () => {
      const { company, contacts } = await companyWithContacts();
      const stranger = uniqueEmail("monitor-new");
      const refused = save({ companyId: company.id, errorQueries: ["x"], contactEmail: contacts[0], contact2Email: stranger.toUpperCase() });
      await expectTRPCError(refused, "CONFLICT", MONITOR_MESSAGES.contactsMissing);
      expect(await t.db.monitor.count({ where: { companyId: company.id } })).toBe(0);

      const saved = await save({ companyId: company.id, errorQueries: ["x"], contactEmail: contacts[0], contact2Email: stranger, createContacts: true });
      expect(saved.createdContacts).toEqual([stranger]);
      const list = await (await controlCaller()).supportContacts.list({ module, companyId: company.id });
      expect(list.contacts.map((c) => c.email).sort()).toEqual([...contacts, stranger].sort());
    });
  });

  describe("support contacts", () => {
    it("lists and creates a company's contacts; a repeat is a conflict", async () => {
      const company = await t.fixtures.company();
      const caller = await controlCaller();
      expect((await caller.supportContacts.list({ module, companyId: company.id })).contacts).toEqual([]);
      const email = uniqueEmail("contact");
      const created = await caller.supportContacts.create({ module, companyId: company.id, email: ` ${email.toUpperCase()} `, name: "Dana Ops" });
      expect(created).toMatchObject({ message: SUPPORT_CONTACT_MESSAGES.created, contact: { email, name: "Dana Ops" } });
      await expectTRPCError(caller.supportContacts.create({ module, companyId: company.id, email, name: "" }), "CONFLICT", SUPPORT_CONTACT_MESSAGES.duplicate);
      await expectTRPCError(caller.supportContacts.create({ module, companyId: company.id, email: "nope", name: "" }), "BAD_REQUEST", SUPPORT_CONTACT_MESSAGES.badEmail);
      await expectTRPCError(caller.supportContacts.list({ module, companyId: 2_000_000_000 }), "NOT_FOUND", SUPPORT_CONTACT_MESSAGES.unknownCompany);
    });
  });

  describe("runs", () => {
    it("e-mails each contact once per new error match: a second run over the same events sends nothing", async () => {
      const { company, contacts } = await companyWithContacts();
      const voided = await order(company, "VOID", "Vic Void");
      await order(company, "PAID");
      const { monitor } = await save({ companyId: company.id, errorQueries: ["/ VOID /"], contactEmail: contacts[0], contact2Email: contacts[1] });
      const caller = await controlCaller();

      const first = await caller.monitors.run({ module, id: monitor.id });
      expect(first.result).toMatchObject({ newMatches: 1, newErrorMatches: 1, emailed: 2, error: null });
      expect(first.monitor).toMatchObject({ inError: true, lastRunError: null });
      expect(first.monitor.lastMatchText).toContain(`Order #${voided.id} VOID`);
      expect(first.matches).toMatchObject([{ kind: "ERROR", process: "payments.terminal", query: "/ VOID /", emailed: 2 }]);
      expect(await deliverQueued(contacts)).toBe(2);
      const mail = await smtp.waitFor((m) => m.to.includes(contacts[0]));
      expect(mail.subject).toBe(`Monitor #${monitor.id} for ${company.name}: 1 new error match`);
      expect(mail.text).toContain(`Order #${voided.id} VOID 25.00 of 25.00 by Vic Void (CASH)`);

      const second = await caller.monitors.run({ module, id: monitor.id });
      expect(second.result).toMatchObject({ events: 2, newMatches: 0, emailed: 0 });
      expect(await deliverQueued(contacts)).toBe(0);
      expect(smtp.to(contacts[0])).toHaveLength(1);
      expect(smtp.to(contacts[1])).toHaveLength(1);
      expect(await t.db.outboundEmail.count({ where: { toAddress: { in: contacts } } })).toBe(2);

      // A new matching event is a new match: one more mail each.
      await order(company, "VOID", "Val Void");
      expect((await caller.monitors.run({ module, id: monitor.id })).result).toMatchObject({ newMatches: 1, emailed: 2 });
      expect(await deliverQueued(contacts)).toBe(2);
      expect(smtp.to(contacts[0])).toHaveLength(2);
    });

    it("records info matches and shows them, e-mailing nobody", async () => {
      const { company, contacts } = await companyWithContacts();
      await order(company, "PAID", "Ivy Info");
      const { monitor } = await save({ companyId: company.id, infoQueries: ["ivy info"], contactEmail: contacts[0] });
      const caller = await controlCaller();
      const ran = await caller.monitors.run({ module, id: monitor.id });
      expect(ran.result).toMatchObject({ newMatches: 1, newErrorMatches: 0, emailed: 0 });
      expect(ran.matches).toMatchObject([{ kind: "INFO", query: "ivy info", emailed: 0 }]);
      const [listed] = await caller.monitors.list({ module, companyId: company.id });
      expect(listed).toMatchObject({ id: monitor.id, inError: false, lastRunError: null });
      expect(listed!.lastRunAt).toBeInstanceOf(Date);
      expect(listed!.lastMatchText).toContain("by Ivy Info");
      expect(await t.db.outboundEmail.count({ where: { toAddress: contacts[0] } })).toBe(0);
    });

    it("filters events by process name with has_process", async () => {
      const { company } = await companyWithContacts();
      await order(company, "VOID", "FAILED Payer");
      const batch = await uploadBatch(company, "FAILED", "the file ended early");
      const { monitor } = await save({ companyId: company.id, hasProcess: true, processPattern: "/^uploads\\./", errorQueries: ["FAILED"] });
      const ran = await (await controlCaller()).monitors.run({ module, id: monitor.id });
      expect(ran.matches).toHaveLength(1);
      expect(ran.matches[0]).toMatchObject({ process: "uploads.students", text: `Upload #${batch.id} (students) FAILED, 0 of 0 rows: the file ended early` });

      const unfiltered = await save({ companyId: company.id, errorQueries: ["FAILED"] });
      const all = await (await controlCaller()).monitors.run({ module, id: unfiltered.monitor.id });
      expect(all.matches.map((m) => m.process).sort()).toEqual(["payments.terminal", "uploads.students"]);
    });

    it("records a stored query that no longer passes as the run's error", async () => {
      const company = await t.fixtures.company();
      const monitor = await t.db.monitor.create({ data: { companyId: company.id, errorQueries: ["/(x+)+y/"] } });
      const ran = await (await controlCaller()).monitors.run({ module, id: monitor.id });
      expect(ran.result.error).toBe(MONITOR_MESSAGES.unsafeRegex);
      expect(ran.monitor).toMatchObject({ lastRunError: MONITOR_MESSAGES.unsafeRegex, inError: true });
    });

    it("counts monitors in error until they are acknowledged", async () => {
      const { company } = await companyWithContacts();
      await order(company, "VOID");
      const { monitor } = await save({ companyId: company.id, errorQueries: ["VOID"] });
      const caller = await controlCaller();
      await caller.monitors.run({ module, id: monitor.id });
      const inError = await countMonitorsInError(t.db);
      expect(inError).toBeGreaterThanOrEqual(1);
      const acknowledged = await caller.monitors.acknowledge({ module, id: monitor.id });
      expect(acknowledged).toMatchObject({ message: MONITOR_MESSAGES.acknowledged, monitor: { inError: false } });
      expect(await t.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM monitors WHERE id = ${monitor.id} AND last_error_at > acknowledged_at`).toEqual([{ n: 0n }]);
      await expectTRPCError(caller.monitors.acknowledge({ module, id: 2_000_000_000 }), "NOT_FOUND", MONITOR_MESSAGES.unknown);
    });

    it("runs on the job queue, and reads the company's failed jobs", async () => {
      const { company, contacts } = await companyWithContacts();
      const { monitor } = await save({ companyId: company.id, hasProcess: true, processPattern: "/^jobs\\./", errorQueries: ["disk full"], contactEmail: contacts[0] });
      const pool = createPool(t.url, { max: 2 });
      const queue = await startMonitorRunQueue(pool, { db: t.db, mail: transport, appUrl: "http://localhost:3000" }, { info: () => undefined, warn: () => undefined });
      try {
        const failingQueue = `monitors.test-${uniqueSuffix()}`;
        await queue.boss.createQueue(failingQueue);
        const jobId = (await queue.boss.send(failingQueue, { companyId: company.id }, { retryLimit: 0 }))!;
        await queue.boss.fail(failingQueue, jobId, { message: "disk full on worker 2" });
        await queue.boss.send(MONITOR_RUN_QUEUE, {});
        await expect
          .poll(async () => (await t.db.monitor.findUniqueOrThrow({ where: { id: monitor.id } })).lastMatchText, { timeout: 15_000 })
          .toBe(`Job ${failingQueue} failed: disk full on worker 2`);
        const [match] = await t.db.monitorMatch.findMany({ where: { monitorId: monitor.id } });
        expect(match).toMatchObject({ kind: "ERROR", process: `jobs.${failingQueue}`, eventKey: `job:${jobId}`, emailed: 1 });
      } finally {
        await queue.stop();
        await pool.end();
      }
    });
  });

  describe("who may call", () => {
    it("is control staff's, from any staff module; administrators get 403", async () => {
      const admin = await t.fixtures.user({ label: "monitors-admin" });
      const adminCaller = await callerAs(t.db, admin, { mail: transport });
      await expectTRPCError(adminCaller.monitors.list({ module: "school" }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(adminCaller.monitors.save({ module: "school", companyId: admin.companyId, errorQueries: ["x"] } as TSaveMonitorRequest), "FORBIDDEN");
      await expectTRPCError(adminCaller.supportContacts.list({ module: "school", companyId: admin.companyId }), "FORBIDDEN");
      const caller = await controlCaller();
      expect(Array.isArray(await caller.monitors.list({ module: "school" }))).toBe(true);
      // Support contacts are a control screen (/control/company/{id}/supportcontact/index).
      await expectTRPCError(caller.supportContacts.list({ module: "school", companyId: admin.companyId }), "FORBIDDEN");
    });
  });
});
