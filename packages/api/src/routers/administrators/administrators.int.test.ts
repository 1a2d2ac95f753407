import type { Actor } from "@paydesk/domain";
import { outboxTransport } from "@paydesk/services";
import {
  describeDb,
  expectTRPCError,
  uniqueEmail,
  type FixtureCompany,
  type UserOptions,
} from "@paydesk/tests/harness";
import { ACL_MESSAGES, ADMIN_MESSAGES, AUTH_MESSAGES, type TAdminFieldsInput, type TModule } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { describeError } from "../../errors.ts";
import { callerFor } from "@paydesk/tests/callers";

const MODULE: TModule = "school";

describeDb("administrators router", (t) => {
  const as = (actor: Actor | null) =>
    callerFor(t.db, actor, { mail: outboxTransport, appUrl: "http://paydesk.test" });

  /** A district with two schools, a master admin at the district and one at the first school. */
  async function tree() {
    const district = await t.fixtures.company({ kind: "DISTRICT" });
    const school = await t.fixtures.company({ parent: district });
    const sibling = await t.fixtures.company({ parent: district });
    const districtAdmin = await t.fixtures.user({ company: district, label: "district" });
    const schoolAdmin = await t.fixtures.user({ company: school, label: "school" });
    return { district, school, sibling, districtAdmin, schoolAdmin };
  }

  async function signedIn(options: UserOptions = {}) {
    const user = await t.fixtures.user(options);
    return { user, caller: as(await t.fixtures.actor(user)) };
  }

  const fields = (company: FixtureCompany, roleIds: number[], extra: Partial<TAdminFieldsInput> = {}): TAdminFieldsInput => ({
    companyId: company.id,
    roleIds,
    firstName: "Ada",
    lastName: "Admin",
    email: uniqueEmail("new-admin"),
    dob: "1985-06-15",
    addressRegion: "IL",
    applications: ["school"],
    ...extra,
  });

  const auditOf = (userId: number, action: string) =>
    t.db.auditEvent.findMany({ where: { entity: "user", entityId: String(userId), action }, orderBy: { id: "asc" } });

  describe("who may call it", () => {
    it("refuses a signed-out caller with 401 on every procedure", async () => {
      const caller = as(null);
      await expectTRPCError(caller.administrators.find({ module: MODULE }), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      await expectTRPCError(caller.administrators.userExists({ module: MODULE, email: "a@b.test" }), "UNAUTHORIZED");
      await expectTRPCError(caller.administrators.emails({ module: MODULE }), "UNAUTHORIZED");
      await expectTRPCError(caller.administrators.sites({ module: MODULE }), "UNAUTHORIZED");
      await expectTRPCError(
        caller.administrators.setPassword({ module: MODULE, userId: 1, passwordMode: "generate" }),
        "UNAUTHORIZED",
      );
    });

    it("refuses parents, and administrators without the settings permissions, with 403", async () => {
      const parent = await signedIn({ kind: "PARENT" });
      await expectTRPCError(parent.caller.administrators.find({ module: "parent" }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(parent.caller.administrators.find({ module: MODULE }), "FORBIDDEN");

      const office = await signedIn({ permissions: ["items.manage", "terminal.manage"] });
      await expectTRPCError(office.caller.administrators.find({ module: MODULE }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(office.caller.administrators.userExists({ module: MODULE, email: "a@b.test" }), "FORBIDDEN");
    });

    it("lets settings.view read but not create, edit or set passwords", async () => {
      const { school } = await tree();
      const viewer = await signedIn({ company: school, permissions: ["settings.view"] });
      const target = await t.fixtures.user({ company: school });
      await expect(viewer.caller.administrators.find({ module: MODULE })).resolves.toBeInstanceOf(Array);
      await expectTRPCError(
        viewer.caller.administrators.create({
          module: MODULE,
          admin: fields(school, [1]),
          password: { passwordMode: "generate" },
        }),
        "FORBIDDEN",
      );
      await expectTRPCError(
        viewer.caller.administrators.update({ module: MODULE, userId: target.id, admin: fields(school, [1]) }),
        "FORBIDDEN",
      );
      await expectTRPCError(
        viewer.caller.administrators.setPassword({ module: MODULE, userId: target.id, passwordMode: "generate" }),
        "FORBIDDEN",
      );
    });

    it("refuses a module the administrator does not work in", async () => {
      const { caller } = await signedIn({ modules: ["school"] });
      await expectTRPCError(caller.administrators.find({ module: "vendor" }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    });
  });

  describe("find (the list, filtered by company)", () => {
    it("lists the administrators of the caller's company and the companies below it, by name", async () => {
      const { district, school, sibling, districtAdmin, schoolAdmin } = await tree();
      const siblingAdmin = await t.fixtures.user({ company: sibling, label: "sibling" });
      const outsider = await t.fixtures.user({ label: "outsider" });
      const caller = as(await t.fixtures.actor(districtAdmin));

      const all = await caller.administrators.find({ module: MODULE });
      expect(all.map((a) => a.id).sort()).toEqual([districtAdmin.id, schoolAdmin.id, siblingAdmin.id].sort());
      expect(all.map((a) => a.id)).not.toContain(outsider.id);

      const filtered = await caller.administrators.find({ module: MODULE, companyId: school.id });
      expect(filtered.map((a) => a.id)).toEqual([schoolAdmin.id]);
      expect(filtered[0]).toMatchObject({
        email: schoolAdmin.email,
        companyId: school.id,
        kind: "ADMIN",
        applications: ["school"],
      });
      expect(filtered[0]!.roles).toHaveLength(1);
      expect(filtered[0]).not.toHaveProperty("passwordHash");

      expect(
        (await caller.administrators.find({ module: MODULE, companyId: district.id, search: "SIBLING" })).map((a) => a.id),
      ).toEqual([siblingAdmin.id]);
    });

    it("refuses another company's list with 403", async () => {
      const { school, sibling } = await tree();
      const { caller } = await signedIn({ company: school });
      await expectTRPCError(
        caller.administrators.find({ module: MODULE, companyId: sibling.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
    });

    it("leaves parents out unless asked (the parent module's list)", async () => {
      const { school, schoolAdmin } = await tree();
      const parent = await t.fixtures.user({ kind: "PARENT", company: school });
      const caller = as(await t.fixtures.actor(schoolAdmin));
      expect((await caller.administrators.find({ module: MODULE })).map((a) => a.id)).not.toContain(parent.id);
      expect((await caller.administrators.find({ module: MODULE, includeParents: true })).map((a) => a.id)).toContain(parent.id);
    });

    it("lets control staff list any company", async () => {
      const { school, schoolAdmin } = await tree();
      const control = await signedIn({ kind: "CONTROL" });
      const list = await control.caller.administrators.find({ module: "school", companyId: school.id });
      expect(list.map((a) => a.id)).toEqual([schoolAdmin.id]);
    });
  });

  describe("get", () => {
    it("reads one administrator in scope, refuses other companies with 403 and unknown ids with 404", async () => {
      const { school, sibling, schoolAdmin } = await tree();
      const siblingAdmin = await t.fixtures.user({ company: sibling });
      const caller = as(await t.fixtures.actor(schoolAdmin));
      const other = await t.fixtures.user({ company: school, label: "colleague" });
      await expect(caller.administrators.get({ module: MODULE, userId: other.id })).resolves.toMatchObject({
        id: other.id,
        companyName: school.name,
      });
      await expectTRPCError(
        caller.administrators.get({ module: MODULE, userId: siblingAdmin.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(
        caller.administrators.get({ module: MODULE, userId: 2_000_000_000 }),
        "NOT_FOUND",
        ADMIN_MESSAGES.noSuchAdmin,
      );
    });

    it("does not show platform staff to administrators", async () => {
      const control = await t.fixtures.user({ kind: "CONTROL" });
      const { caller } = await signedIn();
      await expectTRPCError(caller.administrators.get({ module: MODULE, userId: control.id }), "NOT_FOUND");
    });
  });

  describe("create", () => {
    it("creates an administrator with site, roles, date of birth, region and applications, and audits it", async () => {
      const { school, schoolAdmin } = await tree();
      const role = await t.fixtures.role(school, ["items.view"]);
      const caller = as(await t.fixtures.actor(schoolAdmin));
      const admin = fields(school, [role.id, 3], { applications: ["school", "parent"] });

      const result = await caller.administrators.create({
        module: MODULE,
        admin,
        password: { passwordMode: "manual", password: "First-Pass-1" },
        requireChange: true,
      });

      expect(result.password).toBeNull();
      expect(result.emailed).toBe(false);
      expect(result.admin).toMatchObject({
        email: admin.email,
        name: "Ada Admin",
        companyId: school.id,
        dob: "1985-06-15",
        addressRegion: "IL",
        applications: ["school", "parent"],
        kind: "ADMIN",
        mustChangePassword: true,
      });
      expect(result.admin.roles.map((r) => r.id).sort()).toEqual([3, role.id].sort());

      const created = await auditOf(result.admin.id, "admin.created");
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({ actorId: schoolAdmin.id, companyId: school.id });
      const roles = await auditOf(result.admin.id, "admin.roles_changed");
      expect(roles[0]!.after).toEqual({ roleIds: [3, role.id].sort((a, b) => a - b) });
      const password = await auditOf(result.admin.id, "admin.password_set");
      expect(password[0]!.after).toEqual({ mode: "manual", sendEmail: false, requireChange: true });
      expect(JSON.stringify([...created, ...roles, ...password].map((e) => [e.before, e.after]))).not.toContain("First-Pass-1");
    });

    it("shows a generated password once, and e-mails it when asked", async () => {
      const { school, schoolAdmin } = await tree();
      const caller = as(await t.fixtures.actor(schoolAdmin));
      const admin = fields(school, [2]);
      const result = await caller.administrators.create({
        module: MODULE,
        admin,
        password: { passwordMode: "generate" },
        sendEmail: true,
      });
      expect(result.password).toMatch(/^\S{14}$/);
      expect(result.emailed).toBe(true);
      const mail = await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: admin.email } });
      expect(mail.textBody).toContain(result.password);
      expect(mail.textBody).toContain("http://paydesk.test/login");
    });

    it("needs a site: 'Site is required'", async () => {
      const { caller } = await signedIn();
      const error = await expectTRPCError(
        caller.administrators.create({
          module: MODULE,
          admin: { ...fields({ id: 1, path: "", name: "" }, [1]), companyId: undefined as unknown as number },
          password: { passwordMode: "generate" },
        }),
        "BAD_REQUEST",
        ACL_MESSAGES.siteRequired,
      );
      expect(describeError(error).fieldErrors).toMatchObject({ "admin.companyId": ACL_MESSAGES.siteRequired });
    });

    it("needs a role: 'Role is required', except for a parent-only account", async () => {
      const { school, schoolAdmin } = await tree();
      const caller = as(await t.fixtures.actor(schoolAdmin));
      await expectTRPCError(
        caller.administrators.create({ module: MODULE, admin: fields(school, []), password: { passwordMode: "generate" } }),
        "BAD_REQUEST",
        ACL_MESSAGES.roleRequired,
      );
      await expectTRPCError(
        caller.administrators.create({
          module: MODULE,
          admin: fields(school, [], { applications: ["school", "parent"] }),
          password: { passwordMode: "generate" },
        }),
        "BAD_REQUEST",
        ACL_MESSAGES.roleRequired,
      );
      const parent = await caller.administrators.create({
        module: MODULE,
        admin: fields(school, [], { applications: ["parent"] }),
        password: { passwordMode: "generate" },
      });
      expect(parent.admin).toMatchObject({ kind: "PARENT", roles: [], applications: ["parent"] });
    });

    it("refuses an e-mail address already taken, whatever its case: 'E-mail address already taken.'", async () => {
      const { school, schoolAdmin } = await tree();
      const caller = as(await t.fixtures.actor(schoolAdmin));
      const error = await expectTRPCError(
        caller.administrators.create({
          module: MODULE,
          admin: fields(school, [1], { email: schoolAdmin.email.toUpperCase() }),
          password: { passwordMode: "generate" },
        }),
        "CONFLICT",
        ACL_MESSAGES.emailTaken,
      );
      expect(describeError(error).fieldErrors).toEqual({ email: ACL_MESSAGES.emailTaken });
    });

    it("offers only the roles of the chosen company: 'Not all fields have valid values.'", async () => {
      const { district, school, sibling, districtAdmin } = await tree();
      const caller = as(await t.fixtures.actor(districtAdmin));
      const siblingRole = await t.fixtures.role(sibling, ["items.view"]);
      const error = await expectTRPCError(
        caller.administrators.create({
          module: MODULE,
          admin: fields(school, [siblingRole.id]),
          password: { passwordMode: "generate" },
        }),
        "BAD_REQUEST",
        ACL_MESSAGES.invalidFields,
      );
      expect(describeError(error).fieldErrors).toEqual({ roleIds: ACL_MESSAGES.roleNotValidForCompany });

      // A shared role of the district is valid at its schools; an unshared one is not.
      const shared = await t.db.role.create({
        data: { companyId: district.id, name: `Shared ${Date.now()}`, isShared: true, permissions: [] },
      });
      const unshared = await t.fixtures.role(district, ["items.view"]);
      await expect(
        caller.administrators.create({
          module: MODULE,
          admin: fields(school, [shared.id]),
          password: { passwordMode: "generate" },
        }),
      ).resolves.toMatchObject({ admin: { companyId: school.id } });
      await expectTRPCError(
        caller.administrators.create({
          module: MODULE,
          admin: fields(school, [unshared.id]),
          password: { passwordMode: "generate" },
        }),
        "BAD_REQUEST",
        ACL_MESSAGES.invalidFields,
      );
    });

    it("refuses a site of another company with 403", async () => {
      const { sibling, schoolAdmin } = await tree();
      const caller = as(await t.fixtures.actor(schoolAdmin));
      await expectTRPCError(
        caller.administrators.create({ module: MODULE, admin: fields(sibling, [1]), password: { passwordMode: "generate" } }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
    });

    it("does not let an administrator hand out an application they do not use, nor control", async () => {
      const { school, schoolAdmin } = await tree();
      const caller = as(await t.fixtures.actor(schoolAdmin));
      for (const applications of [["vendor"], ["school", "control"]] as const) {
        await expectTRPCError(
          caller.administrators.create({
            module: MODULE,
            admin: fields(school, [1], { applications: [...applications] }),
            password: { passwordMode: "generate" },
          }),
          "FORBIDDEN",
          ADMIN_MESSAGES.cannotGrantApplication,
        );
      }
    });

    it("gives the control application only on the platform company, and makes that account platform staff", async () => {
      const control = await signedIn({ kind: "CONTROL" });
      const { school } = await tree();
      await expectTRPCError(
        control.caller.administrators.create({
          module: "control",
          admin: fields(school, [1], { applications: ["control"] }),
          password: { passwordMode: "generate" },
        }),
        "BAD_REQUEST",
        ADMIN_MESSAGES.controlNeedsPlatform,
      );
      const platform = { id: control.user.companyId, path: control.user.companyPath, name: "" };
      const staff = await control.caller.administrators.create({
        module: "control",
        admin: fields(platform, [1], { applications: ["control"] }),
        password: { passwordMode: "generate" },
      });
      expect(staff.admin.kind).toBe("CONTROL");
    });

    it("checks the e-mail, date and name fields with the form's messages", async () => {
      const { school, schoolAdmin } = await tree();
      const caller = as(await t.fixtures.actor(schoolAdmin));
      const create = (extra: Partial<TAdminFieldsInput>) =>
        caller.administrators.create({
          module: MODULE,
          admin: fields(school, [1], extra),
          password: { passwordMode: "generate" },
        });
      await expectTRPCError(create({ email: "not-an-address" }), "BAD_REQUEST", ADMIN_MESSAGES.emailInvalid);
      await expectTRPCError(create({ dob: "1985-13-45" }), "BAD_REQUEST", ADMIN_MESSAGES.dobInvalid);
      await expectTRPCError(create({ firstName: "  " }), "BAD_REQUEST", ADMIN_MESSAGES.firstNameRequired);
      await expectTRPCError(create({ applications: [] }), "BAD_REQUEST", ADMIN_MESSAGES.applicationsRequired);
      await expectTRPCError(
        caller.administrators.create({
          module: MODULE,
          admin: fields(school, [1]),
          password: { passwordMode: "manual", password: "abc" },
        }),
        "BAD_REQUEST",
        "Password is not long enough.",
      );
    });
  });

  describe("update", () => {
    async function existing() {
      const { school, schoolAdmin, sibling } = await tree();
      const caller = as(await t.fixtures.actor(schoolAdmin));
      const { admin } = await caller.administrators.create({
        module: MODULE,
        admin: fields(school, [2]),
        password: { passwordMode: "generate" },
      });
      return { school, sibling, schoolAdmin, caller, admin };
    }

    it("changes the profile and the roles, and audits the role change with before and after", async () => {
      const { school, caller, admin } = await existing();
      const role = await t.fixtures.role(school, ["reports.view"]);
      const updated = await caller.administrators.update({
        module: MODULE,
        userId: admin.id,
        admin: fields(school, [3, role.id], { email: admin.email, firstName: "Grace", dob: null, addressRegion: "WI" }),
      });
      expect(updated).toMatchObject({ id: admin.id, name: "Grace Admin", dob: null, addressRegion: "WI" });
      expect(updated.roles.map((r) => r.id).sort()).toEqual([3, role.id].sort());

      const changes = await auditOf(admin.id, "admin.roles_changed");
      expect(changes.at(-1)).toMatchObject({ before: { roleIds: [2] }, after: { roleIds: [3, role.id].sort((a, b) => a - b) } });
      const updates = await auditOf(admin.id, "admin.updated");
      expect(updates).toHaveLength(1);
      expect(updates[0]!.before).toMatchObject({ firstName: "Ada" });
      expect(updates[0]!.after).toMatchObject({ firstName: "Grace" });
    });

    it("records no role change when the roles stay the same", async () => {
      const { school, caller, admin } = await existing();
      await caller.administrators.update({
        module: MODULE,
        userId: admin.id,
        admin: fields(school, [2], { email: admin.email, lastName: "Lovelace" }),
      });
      expect(await auditOf(admin.id, "admin.roles_changed")).toHaveLength(1); // the one from creating it
    });

    it("refuses another account's e-mail, and keeps its own", async () => {
      const { school, schoolAdmin, caller, admin } = await existing();
      await expectTRPCError(
        caller.administrators.update({
          module: MODULE,
          userId: admin.id,
          admin: fields(school, [2], { email: schoolAdmin.email }),
        }),
        "CONFLICT",
        ACL_MESSAGES.emailTaken,
      );
      await expect(
        caller.administrators.update({
          module: MODULE,
          userId: admin.id,
          admin: fields(school, [2], { email: admin.email.toUpperCase() }),
        }),
      ).resolves.toMatchObject({ email: admin.email.toUpperCase() });
    });

    it("keeps an application the account already has, but adds none the editor does not use", async () => {
      const { school, schoolAdmin } = await tree();
      const both = await t.fixtures.user({ company: school, modules: ["school", "vendor"] });
      const caller = as(await t.fixtures.actor(schoolAdmin));
      const role = (await t.db.userRole.findFirstOrThrow({ where: { userId: both.id } })).roleId;
      const kept = await caller.administrators.update({
        module: MODULE,
        userId: both.id,
        admin: fields(school, [role], { email: both.email, applications: ["school", "vendor"] }),
      });
      expect(kept.applications).toEqual(["school", "vendor"]);
      await expectTRPCError(
        caller.administrators.update({
          module: MODULE,
          userId: both.id,
          admin: fields(school, [role], { email: both.email, applications: ["school", "vendor", "business"] }),
        }),
        "FORBIDDEN",
        ADMIN_MESSAGES.cannotGrantApplication,
      );
    });

    it("refuses administrators of another company, and moving one there, with 403", async () => {
      const { school, sibling, caller, admin } = await existing();
      const siblingAdmin = await t.fixtures.user({ company: sibling });
      await expectTRPCError(
        caller.administrators.update({
          module: MODULE,
          userId: siblingAdmin.id,
          admin: fields(sibling, [2], { email: siblingAdmin.email }),
        }),
        "FORBIDDEN",
      );
      await expectTRPCError(
        caller.administrators.update({ module: MODULE, userId: admin.id, admin: fields(sibling, [2], { email: admin.email }) }),
        "FORBIDDEN",
      );
      expect((await t.db.user.findUniqueOrThrow({ where: { id: admin.id } })).companyId).toBe(school.id);
    });
  });

  describe("userExists (checked when the e-mail field changes)", () => {
    it("answers taken with the id for an account in scope, any case", async () => {
      const { schoolAdmin, school } = await tree();
      const colleague = await t.fixtures.user({ company: school });
      const caller = as(await t.fixtures.actor(schoolAdmin));
      await expect(
        caller.administrators.userExists({ module: MODULE, email: ` ${colleague.email.toUpperCase()} ` }),
      ).resolves.toEqual({
        taken: true,
        userId: colleague.id,
      });
      await expect(caller.administrators.userExists({ module: MODULE, email: uniqueEmail("free") })).resolves.toEqual({
        taken: false,
        userId: null,
      });
    });

    it("answers taken for another company's account without giving its id", async () => {
      const { schoolAdmin, sibling } = await tree();
      const stranger = await t.fixtures.user({ company: sibling });
      const caller = as(await t.fixtures.actor(schoolAdmin));
      await expect(caller.administrators.userExists({ module: MODULE, email: stranger.email })).resolves.toEqual({
        taken: true,
        userId: null,
      });
    });

    it("refuses something that is not an e-mail address", async () => {
      const { caller } = await signedIn();
      await expectTRPCError(
        caller.administrators.userExists({ module: MODULE, email: "nope" }),
        "BAD_REQUEST",
        ADMIN_MESSAGES.emailInvalid,
      );
    });
  });

  describe("emails and sites", () => {
    it("lists the e-mail addresses of a company's administrators, and refuses other companies", async () => {
      const { district, school, sibling, districtAdmin, schoolAdmin } = await tree();
      const caller = as(await t.fixtures.actor(districtAdmin));
      expect(await caller.administrators.emails({ module: MODULE, companyId: school.id })).toEqual([schoolAdmin.email]);
      expect((await caller.administrators.emails({ module: MODULE })).sort()).toEqual(
        [districtAdmin.email, schoolAdmin.email].sort(),
      );
      const schoolCaller = as(await t.fixtures.actor(schoolAdmin));
      await expectTRPCError(schoolCaller.administrators.emails({ module: MODULE, companyId: sibling.id }), "FORBIDDEN");
      await expectTRPCError(schoolCaller.administrators.emails({ module: MODULE, companyId: district.id }), "FORBIDDEN");
    });

    it("offers the caller's own company first, then the ones below it, and nothing else", async () => {
      const { district, school, sibling, districtAdmin, schoolAdmin } = await tree();
      const sites = await as(await t.fixtures.actor(districtAdmin)).administrators.sites({ module: MODULE });
      expect(sites[0]!.id).toBe(district.id);
      expect(sites.map((s) => s.id).sort()).toEqual([district.id, school.id, sibling.id].sort());
      const own = await as(await t.fixtures.actor(schoolAdmin)).administrators.sites({ module: MODULE });
      expect(own.map((s) => s.id)).toEqual([school.id]);
      const searched = await as(await t.fixtures.actor(districtAdmin)).administrators.sites({
        module: MODULE,
        search: sibling.name.slice(-6),
      });
      expect(searched.map((s) => s.id)).toEqual([sibling.id]);
    });
  });
});
