/**
 * HTTP contract of `POST /{module}/virtual-terminal/external-items/find` {item_provider, student}
 * (docs/product/terminal.md): the transient items with the documented field names, priority for Synergy only,
 * and the product's refusal "Please select plugin and student.". The plugin is unconfigured here, so
 * it answers from the built-in simulator in process (the HTTP clients are the int tests').
 */
import { simulatedFees } from "@paydesk/domain";
import { describeDb } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, SIS_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../src/http.ts";

describeDb("external items find over HTTP", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function setup() {
    const school = await t.fixtures.company({ kind: "SCHOOL" });
    const payee = await t.db.settlementAccount.create({ data: { companyId: school.id, name: "SIS payee", reference: "SIS-1" } });
    const item = await t.db.item.create({ data: { companyId: school.id, code: `SIS${school.id}X`, slug: "sis", title: "Skyward fees", amountType: "OPEN", visible: false, settlementAccountId: payee.id } });
    await t.db.companySisPlugin.create({ data: { companyId: school.id, plugin: "skyward", carrierItemId: item.id } });
    const student = await t.db.student.create({ data: { companyId: school.id, externalId: `CT-${school.id}`, firstName: "Cy", lastName: "Contract" } });
    const clerk = (await t.fixtures.signIn(await t.fixtures.user({ company: school, label: "clerk", permissions: ["terminal.manage"] }))).token;
    const viewer = (await t.fixtures.signIn(await t.fixtures.user({ company: school, label: "viewer", permissions: ["reports.view"] }))).token;
    return { student, item, clerk, viewer };
  }

  const find = (session: string | undefined, json: unknown) => server.request("/school/virtual-terminal/external-items/find", { session, json });

  it("answers the student's fees as transient items", async () => {
    const { student, item, clerk } = await setup();
    const res = await find(clerk, { item_provider: "skyward", student: String(student.id) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "success",
      items: simulatedFees("skyward", student.externalId)!.map((fee) => ({
        transient_id: fee.feeId,
        title: fee.title,
        amount: (fee.amountCents / 100).toFixed(2),
        allow_partial: fee.allowPartial,
        plugin: "skyward",
        priority: null,
        in_cart: false,
        student: student.externalId,
        item_id: item.id,
      })),
    });
  });

  it.each([
    ["nothing", {}],
    ["no student", { item_provider: "skyward" }],
    ["no plugin", { student: "1" }],
    ["an unknown plugin", { item_provider: "nope", student: "1" }],
  ])("refuses %s with 400 and the product's message", async (_, json) => {
    const { clerk } = await setup();
    const res = await find(clerk, json);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: "error", message: SIS_MESSAGES.selectPluginAndStudent });
  });

  it("refuses the signed-out (401) and staff without the terminal (403)", async () => {
    const { student, viewer } = await setup();
    expect((await find(undefined, { item_provider: "skyward", student: String(student.id) })).status).toBe(401);
    const res = await find(viewer, { item_provider: "skyward", student: String(student.id) });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: AUTH_MESSAGES.accessDenied });
  });
});
