/**
 * The go-live checklist over HTTP (docs/product/dashboard-images-promotions.md): `GET
 * /{module}/promote/glsteps/list` `{status, steps: [{name, type, completed}]}` and `POST
 * …/glsteps/savelist` `{name, type}` toggling one step. 401 and 403 first.
 */
import { GO_LIVE_STEPS } from "@paydesk/domain";
import { AUTH_MESSAGES, GOLIVE_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDb } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("go-live checklist over HTTP", (t) => {
  let server: TestServer;
  const sessions = { admin: "", reader: "" };

  beforeAll(async () => {
    server = await startTestServer(t.db);
    const company = await t.fixtures.company({ kind: "SCHOOL" });
    await t.fixtures.payee(company);
    const admin = await t.fixtures.user({ company, label: "http-golive-admin" });
    const reader = await t.fixtures.user({ company, permissions: ["promote.view"], label: "http-golive-reader" });
    sessions.admin = await signInOverHttp(server, admin.email, admin.password);
    sessions.reader = await signInOverHttp(server, reader.email, reader.password);
  });
  afterAll(() => server?.close());

  it("answers 401 signed out and 403 without promote.manage for savelist", async () => {
    const signedOut = await server.request("/school/promote/glsteps/list");
    expect([signedOut.status, signedOut.body]).toEqual([401, { status: "error", message: AUTH_MESSAGES.notSignedIn }]);
    const reader = await server.request("/school/promote/glsteps/savelist", {
      session: sessions.reader,
      form: { name: "logo", type: "manual" },
    });
    expect([reader.status, reader.body]).toEqual([403, { status: "error", message: AUTH_MESSAGES.accessDenied }]);
  });

  it("lists the steps with the payee step computed from the company's data", async () => {
    const res = await server.request("/school/promote/glsteps/list", { session: sessions.reader });
    expect(res.status).toBe(200);
    const steps = res.body!.steps as { name: string; type: string; completed: boolean }[];
    expect(steps.map((s) => ({ name: s.name, type: s.type, completed: s.completed }))).toEqual(
      // card_payments: the installation has a gateway (the in-process simulator here).
      GO_LIVE_STEPS.map((s) => ({ name: s.name, type: s.type, completed: s.name === "payee" || s.name === "card_payments" })),
    );
  });

  it("toggles one step with {name, type}", async () => {
    const on = await server.request("/school/promote/glsteps/savelist", {
      session: sessions.admin,
      form: { name: "logo", type: "manual" },
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      status: "success",
      message: GOLIVE_MESSAGES.saved,
      step: { name: "logo", type: "manual", completed: true },
    });
    const listed = await server.request("/school/promote/glsteps/list", { session: sessions.admin });
    expect((listed.body!.steps as { name: string; completed: boolean }[]).find((s) => s.name === "logo")?.completed).toBe(true);
    const off = await server.request("/school/promote/glsteps/savelist", {
      session: sessions.admin,
      json: { name: "logo", type: "manual" },
    });
    expect((off.body!.step as { completed: boolean }).completed).toBe(false);
  });

  it("answers 409 for a computed step, 404 for an unknown one, 400 for a bad type", async () => {
    const auto = await server.request("/school/promote/glsteps/savelist", {
      session: sessions.admin,
      form: { name: "payee", type: "auto" },
    });
    expect([auto.status, auto.body]).toEqual([409, { status: "error", message: GOLIVE_MESSAGES.computedStep }]);
    const unknown = await server.request("/school/promote/glsteps/savelist", { session: sessions.admin, form: { name: "nope" } });
    expect([unknown.status, unknown.body]).toEqual([404, { status: "error", message: GOLIVE_MESSAGES.unknownStep }]);
    const badType = await server.request("/school/promote/glsteps/savelist", {
      session: sessions.admin,
      form: { name: "logo", type: "sideways" },
    });
    expect(badType.status).toBe(400);
    expect(badType.body!.message).toBe(GOLIVE_MESSAGES.badType);
    const noName = await server.request("/school/promote/glsteps/savelist", { session: sessions.admin, form: {} });
    expect([noName.status, noName.body!.message]).toEqual([400, GOLIVE_MESSAGES.unknownStep]);
  });
});
