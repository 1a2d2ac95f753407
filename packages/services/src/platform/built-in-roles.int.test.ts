/**
 * The built-in roles on a real database shared with other instances: writing them again never
 * moves the role id sequence back under an id another connection has drawn but not committed.
 */
import { describeDb } from "@paydesk/tests/harness";
import { BUILT_IN_ROLES } from "@paydesk/domain";
import { expect, it } from "vitest";
import { ensureBuiltInRoles } from "./built-in-roles.ts";

describeDb("ensureBuiltInRoles", (t) => {
  it("writes the built-in roles and leaves a role being created elsewhere its id", async () => {
    const company = await t.fixtures.company();
    let drawn = 0;
    await t.db.$transaction(async (tx) => {
      drawn = (await tx.role.create({ data: { companyId: company.id, name: "Drawn before", permissions: [] } })).id;
      // Another instance starts while this role is not committed yet.
      await ensureBuiltInRoles(t.db);
    });
    const next = await t.db.role.create({ data: { companyId: company.id, name: "Drawn after", permissions: [] } });
    expect(next.id).toBeGreaterThan(drawn);
    const builtIn = await t.db.role.findMany({ where: { id: { in: BUILT_IN_ROLES.map((role) => role.id) } }, orderBy: { id: "asc" } });
    expect(builtIn.map((role) => [role.id, role.name, role.isBuiltIn])).toEqual(BUILT_IN_ROLES.map((role) => [role.id, role.name, true]));
  });
});
