/**
 * Recurring series over HTTP (docs/product/checkout-and-payments.md, Recurring series; `GET
 * /{module}/series/{id}/stop`): a card purchase of a recurring item at the terminal shim starts
 * one; the list, one series and the stop answer the documented shapes. Refusals first: signed out
 * 401, another school and a reader without reports.manage 403, an unknown id 404, an unreadable one
 * 400, an ended one 409.
 */
import { AUTH_MESSAGES, SERIES_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, cardPayment, checkoutShop, idempotencyKey, startsTodayEverywhere, type CheckoutShop } from "../src/checkout.ts";
import { describeDb, type FixtureUser } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("series over HTTP", (t) => {
  const setup = checkoutShop(t);
  let server: TestServer;
  let shop: CheckoutShop;
  let seriesId: number;
  let orderId: number;
  const sessions = { reader: "", manager: "", otherSchool: "" };
  const signIn = (user: FixtureUser) => signInOverHttp(server, user.email, user.password);

  beforeAll(async () => {
    await setup.startGateway();
    server = await startTestServer(t.db);
    shop = await setup.shop();
    const item = await setup.item(shop, { amountCents: 1250, title: "Monthly Chess Club" });
    await t.db.item.update({ where: { id: item.id }, data: { type: "RECURRING" } });
    await t.db.itemRecurrence.create({
      data: { itemId: item.id, mode: "INTERVAL", billingIntervalDays: 30, recurControl: "TIMES", billingOccurs: 4, startsOn: startsTodayEverywhere() },
    });
    const clerk = await setup.clerkUser(shop.school);
    await setup.addToTerminalCart(clerk.id, item.id);
    const paid = await server.request("/pay/process/terminal-cart", { json: { ...cardPayment(CARDS.visa), idempotency_key: idempotencyKey() }, session: await signIn(clerk) });
    expect(paid.status).toBe(200);
    orderId = paid.body!.order_id as number;
    seriesId = (await t.db.recurringSeries.findFirstOrThrow({ where: { orderId } })).id;

    sessions.reader = await signIn(await t.fixtures.user({ company: shop.school, permissions: ["reports.view"], label: "series-reader" }));
    sessions.manager = await signIn(await t.fixtures.user({ company: shop.school, permissions: ["reports.view", "reports.manage"], label: "series-manager" }));
    sessions.otherSchool = await signIn(await t.fixtures.user({ permissions: ["reports.view", "reports.manage"], label: "series-other" }));
  });
  afterAll(async () => {
    await server?.close();
    await setup.stopGateway();
  });

  describe("GET /{module}/series/list", () => {
    it("answers {status, series: [{series_id, item_code, payor, next_charge, remaining, status}]}", async () => {
      const res = await server.request("/school/series/list", { session: sessions.reader });
      expect(res.status).toBe(200);
      const row = (res.body!.series as Record<string, unknown>[]).find((s) => s.series_id === seriesId);
      expect(row).toMatchObject({
        series_id: seriesId,
        item_code: expect.any(String),
        payor: "Pat Payer",
        next_charge: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        remaining: 3,
        status: "ACTIVE",
        amount: "12.50",
        order_id: orderId,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/tok_/);
    });

    it("refuses the signed out (401) and leaves another school's series out", async () => {
      const signedOut = await server.request("/school/series/list");
      expect([signedOut.status, signedOut.body]).toEqual([401, { status: "error", message: AUTH_MESSAGES.notSignedIn }]);
      const other = await server.request("/school/series/list", { session: sessions.otherSchool });
      expect(other.status).toBe(200);
      expect((other.body!.series as { series_id: number }[]).map((s) => s.series_id)).not.toContain(seriesId);
    });
  });

  describe("GET /{module}/series/{id}", () => {
    it("answers the series with its occurrences: the first paid by the order, the rest scheduled", async () => {
      const res = await server.request(`/school/series/${seriesId}`, { session: sessions.reader });
      expect(res.status).toBe(200);
      const series = res.body!.series as { occurrences: Record<string, unknown>[] };
      expect(series).toMatchObject({ series_id: seriesId, status: "ACTIVE", remaining: 3, card_brand: "visa", card_last4: "1111" });
      expect(series.occurrences.map((o) => [o.sequence, o.status, o.order_id])).toEqual([
        [1, "PAID", orderId],
        [2, "SCHEDULED", null],
        [3, "SCHEDULED", null],
        [4, "SCHEDULED", null],
      ]);
    });

    it("answers another school 403, an unknown id 404 and an unreadable one 400", async () => {
      const other = await server.request(`/school/series/${seriesId}`, { session: sessions.otherSchool });
      expect([other.status, other.body]).toEqual([403, { status: "error", message: AUTH_MESSAGES.accessDenied }]);
      const unknown = await server.request("/school/series/2000000000", { session: sessions.reader });
      expect([unknown.status, unknown.body]).toEqual([404, { status: "error", message: SERIES_MESSAGES.unknown }]);
      const unreadable = await server.request("/school/series/abc", { session: sessions.reader });
      expect([unreadable.status, unreadable.body?.message]).toEqual([400, SERIES_MESSAGES.unknown]);
    });
  });

  describe("GET /{module}/series/{id}/stop", () => {
    it("refuses a reader without reports.manage and another school (403)", async () => {
      const reader = await server.request(`/school/series/${seriesId}/stop`, { session: sessions.reader });
      expect([reader.status, reader.body]).toEqual([403, { status: "error", message: AUTH_MESSAGES.accessDenied }]);
      const other = await server.request(`/school/series/${seriesId}/stop`, { session: sessions.otherSchool });
      expect([other.status, other.body]).toEqual([403, { status: "error", message: AUTH_MESSAGES.accessDenied }]);
    });

    it("stops it ({status, message}); again says it already was; the series shows stopped with nothing to come", async () => {
      const res = await server.request(`/school/series/${seriesId}/stop`, { session: sessions.manager });
      expect([res.status, res.body]).toEqual([200, { status: "success", message: SERIES_MESSAGES.stopped, series_status: "STOPPED" }]);
      const again = await server.request(`/school/series/${seriesId}/stop`, { session: sessions.manager });
      expect([again.status, again.body]).toEqual([200, { status: "success", message: SERIES_MESSAGES.alreadyStopped, series_status: "STOPPED" }]);
      const detail = await server.request(`/school/series/${seriesId}`, { session: sessions.reader });
      expect(detail.body!.series).toMatchObject({ status: "STOPPED", remaining: 0, next_charge: null });
    });

    it("answers 409 for a series that has ended", async () => {
      await t.db.recurringSeries.update({ where: { id: seriesId }, data: { status: "COMPLETED" } });
      const res = await server.request(`/school/series/${seriesId}/stop`, { session: sessions.manager });
      expect([res.status, res.body]).toEqual([409, { status: "error", message: SERIES_MESSAGES.notActive }]);
    });
  });
});
