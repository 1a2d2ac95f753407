/**
 * ARCHITECTURE, "Audit": every write appends an audit row carrying the client's address. The
 * address comes from the one service context built per request, so this walks several kinds of
 * write over HTTP (sign-in, a failed sign-in, shims and tRPC mutations, sign-out) and checks that
 * no audit row of the run lacks it.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDb, uniqueSuffix } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("audit rows carry the client's address", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(async () => {
    await server.close();
  });

  const mutation = (procedure: string, input: unknown, session: string) =>
    server.request(`/trpc/${procedure}`, { json: { json: input }, session });

  it("records the IP on every audit row written by requests", async () => {
    const company = await t.fixtures.company();
    const master = await t.fixtures.user({ company, roleIds: [1], permissions: [], label: "audit-master" });
    const target = await t.fixtures.user({ company, roleIds: [], permissions: [], label: "audit-target" });
    const { id: firstId } = await t.db.auditEvent.create({
      data: { action: "test.marker", entity: "test", ip: server.clientIp },
    });

    const session = await signInOverHttp(server, master.email, master.password);
    expect((await server.request("/login", { json: { email: target.email, password: "not-the-password" } })).status).toBe(401);
    expect((await server.request("/api/acl/assign-role", { json: { role: 3, user: target.id }, session })).status).toBe(200);
    expect(
      (await server.request(`/school/settings/administrators/${target.id}/revoke-role/3`, { json: {}, session })).status,
    ).toBe(200);
    const category = await mutation("categories.create", { module: "school", name: `Audit ${uniqueSuffix()}` }, session);
    expect(category.status).toBe(200);
    const role = await mutation(
      "roles.create",
      { module: "school", name: `Audit role ${uniqueSuffix()}`, permissions: ["items.view"] },
      session,
    );
    expect(role.status).toBe(200);
    expect((await server.request("/logout", { json: {}, session })).status).toBe(200);

    const rows = await t.db.auditEvent.findMany({
      where: { id: { gt: firstId }, OR: [{ companyId: company.id }, { actorId: { in: [master.id, target.id] } }] },
      select: { action: true, ip: true },
      orderBy: { id: "asc" },
    });
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        "auth.login",
        "auth.login_failed",
        "role.assigned",
        "role.revoked",
        "category.created",
        "role.created",
        "auth.logout",
      ]),
    );
    expect(rows.filter((r) => r.ip === null)).toEqual([]);
    expect(new Set(rows.map((r) => r.ip))).toEqual(new Set([server.clientIp]));
  });
});
