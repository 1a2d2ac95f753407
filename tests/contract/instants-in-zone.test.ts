/**
 * Instants for tools are ISO 8601 with the offset of the record's company
 * (docs/product/reports-and-time-zones.md), on the control and tool calls too: series, postbacks,
 * monitors, collections, service alerts, role assignments and the image terms. Two schools, one in
 * America/Chicago and one in America/Los_Angeles, on a test process whose own zone is neither's;
 * instants around local midnight (another UTC day) and the hour the clocks go back on 2026-11-01
 * (one wall time, two offsets).
 */
import { isoInZone } from "@paydesk/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb, type FixtureCompany, type FixtureUser } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";
import { postbackMaker } from "../src/postbacks.ts";

/** 20:30 in Los Angeles on July 3 (PDT), 22:30 in Chicago: already July 4 in UTC. */
const SUMMER_EVENING = new Date("2026-07-04T03:30:00.000Z");
/** 01:30 in Los Angeles on November 1, first time round (PDT, -07:00)… */
const FIRST_ONE_THIRTY = new Date("2026-11-01T08:30:00.000Z");
/** …and an hour later the same wall time again (PST, -08:00). */
const SECOND_ONE_THIRTY = new Date("2026-11-01T09:30:00.000Z");
/** 21:30 in Los Angeles on November 26 (PST), 23:30 in Chicago: November 27 in UTC. */
const WINTER_EVENING = new Date("2026-11-27T05:30:00.000Z");

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

describeDb("instants in the company's zone over HTTP", (t) => {
  let server: TestServer;
  let la: FixtureCompany;
  let chicago: FixtureCompany;
  const sessions = { control: "", laAdmin: "", chicagoAdmin: "" };
  let laAdmin: FixtureUser;

  async function zoned(zone: string, label: string): Promise<FixtureCompany> {
    const company = await t.fixtures.company({ name: `${label} ${zone}` });
    await t.db.company.update({ where: { id: company.id }, data: { timeZone: zone } });
    return company;
  }

  beforeAll(async () => {
    server = await startTestServer(t.db);
    la = await zoned("America/Los_Angeles", "Pacific High");
    chicago = await zoned("America/Chicago", "Prairie High");
    const control = await t.fixtures.user({ kind: "CONTROL", label: "zone-control" });
    laAdmin = await t.fixtures.user({ company: la, label: "zone-la-admin" });
    const chicagoAdmin = await t.fixtures.user({ company: chicago, label: "zone-chicago-admin" });
    sessions.control = await signInOverHttp(server, control.email, control.password);
    sessions.laAdmin = await signInOverHttp(server, laAdmin.email, laAdmin.password);
    sessions.chicagoAdmin = await signInOverHttp(server, chicagoAdmin.email, chicagoAdmin.password);
  });
  afterAll(() => server?.close());

  describe("postbacks", () => {
    it("answers created_at, sent_at and next_attempt_at with the company's offset, and takes from/to as its days", async () => {
      const laPostback = (await (await postbackMaker(t.db, la))({ status: "PENDING", createdAt: FIRST_ONE_THIRTY, nextAttemptAt: SECOND_ONE_THIRTY })).postback;
      const sent = (await (await postbackMaker(t.db, chicago))({ status: "SENT", createdAt: SUMMER_EVENING })).postback;
      await t.db.postback.update({ where: { id: sent.id }, data: { sentAt: WINTER_EVENING } });

      const laList = await server.request(`/control/postbacks/list?company_id=${la.id}`, { session: sessions.control });
      expect(laList.status).toBe(200);
      expect((laList.body!.postbacks as Record<string, unknown>[]).find((p) => p.id === laPostback.id)).toMatchObject({
        created_at: "2026-11-01T01:30:00-07:00",
        next_attempt_at: "2026-11-01T01:30:00-08:00",
        sent_at: null,
      });
      const chicagoList = await server.request(`/control/postbacks/list?company_id=${chicago.id}&from=2026-07-03&to=2026-07-03`, { session: sessions.control });
      expect(chicagoList.status).toBe(200);
      expect(chicagoList.body!.postbacks).toEqual([
        expect.objectContaining({ id: sent.id, created_at: "2026-07-03T22:30:00-05:00", sent_at: "2026-11-26T23:30:00-06:00" }),
      ]);
      // July 4 is a UTC day only: the Chicago evening is not on it.
      const utcDay = await server.request(`/control/postbacks/list?company_id=${chicago.id}&from=2026-07-04&to=2026-07-04`, { session: sessions.control });
      expect(utcDay.body!.postbacks).toEqual([]);
    });
  });

  describe("series", () => {
    it("answers stopped_at and next_attempt_at with the seller's offset and next_charge as the seller's day", async () => {
      const made = await (await postbackMaker(t.db, la))({ status: "SENT", createdAt: SUMMER_EVENING });
      const order = await t.db.order.findUniqueOrThrow({ where: { id: made.orderId }, include: { lines: true } });
      const line = order.lines[0]!;
      const series = await t.db.recurringSeries.create({
        data: {
          companyId: la.id,
          itemId: line.itemId,
          orderId: order.id,
          orderLineId: line.id,
          payerName: "Pat Parker",
          itemCode: line.itemCode,
          title: line.title,
          quantity: 1,
          amountCents: 1250,
          totalCents: 1250,
          gatewayToken: "tok_zone_test",
          // A retry late on a Pacific evening: November 26 there, the 27th in UTC.
          nextChargeAt: WINTER_EVENING,
          remaining: 2,
          stoppedAt: SECOND_ONE_THIRTY,
          occurrences: {
            create: [
              { sequence: 1, dueOn: new Date("2026-11-01T00:00:00Z"), nextAttemptAt: FIRST_ONE_THIRTY },
              { sequence: 2, dueOn: new Date("2026-12-01T00:00:00Z"), nextAttemptAt: SUMMER_EVENING },
            ],
          },
        },
      });
      const list = await server.request("/school/series/list", { session: sessions.laAdmin });
      expect(list.status).toBe(200);
      expect((list.body!.series as Record<string, unknown>[]).find((s) => s.series_id === series.id)).toMatchObject({ next_charge: "2026-11-26" });

      const one = await server.request(`/school/series/${series.id}`, { session: sessions.laAdmin });
      expect(one.status).toBe(200);
      expect(one.body!.series).toMatchObject({
        next_charge: "2026-11-26",
        stopped_at: "2026-11-01T01:30:00-08:00",
        occurrences: [
          expect.objectContaining({ due_on: "2026-11-01", next_attempt_at: "2026-11-01T01:30:00-07:00" }),
          expect.objectContaining({ due_on: "2026-12-01", next_attempt_at: "2026-07-03T20:30:00-07:00" }),
        ],
      });
    });
  });

  describe("monitors", () => {
    it("answers last_run_at, last_match_at and each match's instants with the watched company's offset", async () => {
      const monitor = await t.db.monitor.create({
        data: {
          companyId: la.id,
          errorQueries: ["declined"],
          lastRunAt: SECOND_ONE_THIRTY,
          lastMatchAt: FIRST_ONE_THIRTY,
          lastMatchText: "declined",
          matches: { create: { eventKey: `zone-${la.id}`, kind: "ERROR", process: "payment", query: "declined", text: "card declined", eventAt: SUMMER_EVENING, matchedAt: WINTER_EVENING } },
        },
      });
      const list = await server.request(`/control/operations/monitors/list?company_id=${la.id}`, { session: sessions.control });
      expect(list.status).toBe(200);
      expect(list.body!.monitors).toEqual([
        expect.objectContaining({ id: monitor.id, last_run_at: "2026-11-01T01:30:00-08:00", last_match_at: "2026-11-01T01:30:00-07:00" }),
      ]);
      const one = await server.request(`/control/operations/monitors/${monitor.id}`, { session: sessions.control });
      expect(one.status).toBe(200);
      expect(one.body!.matches).toEqual([expect.objectContaining({ event_at: "2026-07-03T20:30:00-07:00", matched_at: "2026-11-26T21:30:00-08:00" })]);
    });
  });

  describe("collections", () => {
    it("answers since and last_reminded_at with the offset of the company owed", async () => {
      // An order paid in part: the collections list's PARTIAL_ORDER row, dated when it was made.
      const make = async (company: FixtureCompany, createdAt: Date) => {
        const { orderId } = await (await postbackMaker(t.db, company))({ status: "SENT", createdAt, amountCents: 2000 });
        return t.db.order.update({ where: { id: orderId }, data: { status: "PARTIAL", paidCents: 1000 } });
      };
      const laOrder = await make(la, WINTER_EVENING);
      const chicagoOrder = await make(chicago, FIRST_ONE_THIRTY);
      const rowsOf = async (company: FixtureCompany) => {
        const res = await server.request(`/control/operations/collections/list?company_id=${company.id}&source=PARTIAL_ORDER`, { session: sessions.control });
        expect(res.status).toBe(200);
        return res.body!.collections as Record<string, unknown>[];
      };
      expect((await rowsOf(la)).find((r) => r.source_id === laOrder.id)).toMatchObject({ since: "2026-11-26T21:30:00-08:00", last_reminded_at: null });
      expect((await rowsOf(chicago)).find((r) => r.source_id === chicagoOrder.id)).toMatchObject({ since: "2026-11-01T02:30:00-06:00" });
    });
  });

  describe("service alerts", () => {
    it("answers starts_at and ends_at with the addressed company's offset, and the reader's for an alert to everyone", async () => {
      const control = await t.db.user.findFirstOrThrow({ where: { kind: "CONTROL" }, select: { id: true } });
      const base = { title: "Card outage", message: "Card payments may fail.", type: "outage", createdById: control.id };
      const laAlert = await t.db.serviceAlert.create({ data: { ...base, audience: "COMPANY", companyId: la.id, startsAt: FIRST_ONE_THIRTY, endsAt: SECOND_ONE_THIRTY } });
      const everyone = await t.db.serviceAlert.create({ data: { ...base, audience: "EVERYONE", startsAt: SUMMER_EVENING, endsAt: null } });

      const asLa = await server.request("/school/promote/salerts/list", { session: sessions.laAdmin });
      expect(asLa.status).toBe(200);
      const laRows = asLa.body!.alerts as Record<string, unknown>[];
      expect(laRows.find((a) => a.message_id === laAlert.id)).toMatchObject({ starts_at: "2026-11-01T01:30:00-07:00", ends_at: "2026-11-01T01:30:00-08:00" });
      expect(laRows.find((a) => a.message_id === everyone.id)).toMatchObject({ starts_at: "2026-07-03T20:30:00-07:00", ends_at: null });

      const asChicago = await server.request("/school/promote/salerts/list", { session: sessions.chicagoAdmin });
      expect((asChicago.body!.alerts as Record<string, unknown>[]).find((a) => a.message_id === everyone.id)).toMatchObject({ starts_at: "2026-07-03T22:30:00-05:00" });
      // Control reads the school's alert in the school's zone, not the platform's.
      const asControl = await server.request("/school/promote/salerts/list", { session: sessions.control });
      expect((asControl.body!.alerts as Record<string, unknown>[]).find((a) => a.message_id === laAlert.id)).toMatchObject({ starts_at: "2026-11-01T01:30:00-07:00" });
    });
  });

  describe("role assignments", () => {
    it("answers assigned_at with the offset of the administrator's company", async () => {
      const link = await t.db.userRole.findFirstOrThrow({ where: { userId: laAdmin.id } });
      await t.db.userRole.update({ where: { userId_roleId: { userId: laAdmin.id, roleId: link.roleId } }, data: { assignedAt: SUMMER_EVENING } });
      const res = await server.request(`/school/settings/roles/${link.roleId}/users`, { session: sessions.laAdmin });
      expect(res.status).toBe(200);
      expect((res.body!.users as Record<string, unknown>[]).find((u) => u.user_id === laAdmin.id)).toMatchObject({ assigned_at: "2026-07-03T20:30:00-07:00" });
    });
  });

  describe("image terms", () => {
    it("answers accepted_at with the accepting company's offset", async () => {
      const res = await server.request("/parent/account/settings/image_terms", { form: { value: "1" }, session: sessions.laAdmin });
      expect(res.status).toBe(200);
      const accepted = res.body!.accepted_at as string;
      expect(accepted).toMatch(ISO_WITH_OFFSET);
      const stored = (await t.db.companyImageSettings.findUniqueOrThrow({ where: { companyId: la.id } })).termsAcceptedAt!;
      expect(accepted).toBe(isoInZone(stored, "America/Los_Angeles"));
      expect(Date.parse(accepted)).toBe(Math.floor(stored.getTime() / 1000) * 1000);
    });
  });
});
