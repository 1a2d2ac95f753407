import { describeDb } from "@paydesk/tests/harness";
import { expect, it } from "vitest";
import { loadActor } from "../auth/actor.ts";
import { resolveSession } from "../auth/sessions.ts";

describeDb("hot statements", (t) => {
  it("read the same actor on the pool (named statement) and inside a transaction (raw SQL on its connection)", async () => {
    const company = await t.fixtures.company();
    const category = await t.fixtures.category(company);
    const user = await t.fixtures.user({
      company,
      permissions: ["items.manage"],
      categoryIds: [category.id],
      modules: ["school", "parent"],
    });
    const onPool = await loadActor(t.db, user.id);
    const inTransaction = await t.db.$transaction((tx) => loadActor(tx, user.id));
    expect(onPool).toMatchObject({ userId: user.id, companyPath: company.path, modules: ["school", "parent"] });
    expect(onPool!.permissions.has("items.view")).toBe(true);
    expect([...onPool!.categoryIds!]).toEqual([category.id]);
    expect(inTransaction).toEqual(onPool);
  });

  it("read the same session on the pool and inside a transaction, dates as dates", async () => {
    const user = await t.fixtures.user();
    const { token } = await t.fixtures.signIn(user);
    const onPool = await resolveSession(t.db, token);
    const inTransaction = await t.db.$transaction((tx) => resolveSession(tx, token));
    expect(onPool!.session.expiresAt).toBeInstanceOf(Date);
    expect(onPool!.session.profile).toMatchObject({ mustChangePassword: false, company: { id: user.companyId }, realUser: null });
    expect(inTransaction).toEqual(onPool);
  });
});
