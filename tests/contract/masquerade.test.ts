/**
 * HTTP contract of quick login (docs/product/accounts-and-roles.md): POST /{module}/masquerade/search
 * {search_key} (docs/product/documented-calls.md) answers objects with name and masq_url; POSTing a masq_url
 * (/masquerade/as/{user|company}/{id}) switches the session; POST /masquerade/end switches back.
 */
import { createSession, resolveSession } from "@paydesk/services";
import { AUTH_MESSAGES, COMPANY_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb, uniqueSuffix, type FixtureCompany, type FixtureUser } from "../src/harness.ts";
import { sessionCookie, startTestServer, type TestServer } from "../src/http.ts";

interface MasqObject {
  name: string;
  type: string;
  description: string;
  masq_url: string;
}

describeDb("quick login over HTTP", (t) => {
  let server: TestServer;
  const tag = `Hm${uniqueSuffix()}`;
  let district: FixtureCompany;
  let north: FixtureCompany;
  let empty: FixtureCompany;
  let vendor: FixtureCompany;
  let control: FixtureUser;
  let districtAdmin: FixtureUser;
  let northMaster: FixtureUser;
  let vendorAdmin: FixtureUser;
  let parent: FixtureUser;

  /**
   * A session cookie for `user`. The first sign-in of the file goes through POST /login; the rest
   * are made directly (the cookie is the same kind), sparing a password verification each.
   */
  let loggedInOnce = false;
  async function signIn(user: FixtureUser): Promise<string> {
    if (!loggedInOnce) {
      loggedInOnce = true;
      const res = await server.request("/login", { json: { email: user.email, password: user.password } });
      expect(res.status).toBe(200);
      return sessionCookie(res)!.value;
    }
    return (await createSession(t.db, { userId: user.id })).token;
  }
  const post = (path: string, session?: string, json: unknown = {}, headers?: Record<string, string>) =>
    server.request(path, { method: "POST", json, session, headers });
  /** Who the session acts as, and who is behind it, from the session row. */
  const sessionRow = async (token: string) => {
    const resolved = await resolveSession(t.db, token);
    return { userId: resolved?.session.userId, realUserId: resolved?.session.realUserId };
  };

  beforeAll(async () => {
    server = await startTestServer(t.db);
    const f = t.fixtures;
    district = await f.company({ kind: "DISTRICT", name: `${tag} District` });
    north = await f.company({ kind: "SCHOOL", parent: district, name: `${tag} North High` });
    empty = await f.company({ kind: "SCHOOL", parent: district, name: `${tag} Empty Elementary` });
    vendor = await f.company({ kind: "VENDOR", name: `${tag} Vendor` });
    control = await f.user({ kind: "CONTROL", label: `hm-control-${tag}` });
    districtAdmin = await f.user({ company: district, label: `hm-district-${tag}` });
    northMaster = await f.user({ company: north, permissions: [], roleIds: [1], label: `hm-master-${tag}` });
    vendorAdmin = await f.user({ company: vendor, modules: ["vendor"], label: `hm-vendor-${tag}` });
    parent = await f.user({ kind: "PARENT", company: north, label: `hm-parent-${tag}` });
  });
  afterAll(() => server?.close());

  describe("POST /{module}/masquerade/search", () => {
    it("answers 401 when nobody is signed in", async () => {
      const res = await post("/control/masquerade/search", undefined, { search_key: tag });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.notSignedIn });
    });

    it("answers objects with name and masq_url, sites first; sites without an administrator are left out", async () => {
      const res = await post("/control/masquerade/search", await signIn(control), { search_key: tag });
      expect(res.status).toBe(200);
      expect(res.body!.status).toBe("success");
      const objects = res.body!.objects as MasqObject[];
      expect(objects.slice(0, 3)).toEqual([
        { name: `${tag} District`, type: "site", description: "District", masq_url: `/masquerade/as/company/${district.id}` },
        { name: `${tag} North High`, type: "site", description: "School", masq_url: `/masquerade/as/company/${north.id}` },
        { name: `${tag} Vendor`, type: "site", description: "Vendor", masq_url: `/masquerade/as/company/${vendor.id}` },
      ]);
      expect(objects.map((o) => o.masq_url)).not.toContain(`/masquerade/as/company/${empty.id}`);
      expect(objects).toContainEqual({
        name: `Fixture hm-master-${tag}`,
        type: "admin",
        description: `${northMaster.email} · ${tag} North High`,
        masq_url: `/masquerade/as/user/${northMaster.id}`,
      });
      expect(objects.map((o) => o.masq_url)).not.toContain(`/masquerade/as/user/${parent.id}`);
    });

    it("accepts a form post and a missing search_key (everything in reach)", async () => {
      const session = await signIn(districtAdmin);
      const form = await server.request("/school/masquerade/search", { form: { search_key: `${tag} North` }, session });
      expect(form.status).toBe(200);
      expect((form.body!.objects as MasqObject[]).map((o) => o.name)).toEqual([`${tag} North High`]);
      const all = await post("/school/masquerade/search", session);
      expect(all.status).toBe(200);
      expect((all.body!.objects as MasqObject[]).map((o) => o.masq_url)).toContain(`/masquerade/as/user/${northMaster.id}`);
    });

    it("never answers another company's sites or administrators", async () => {
      const res = await post("/school/masquerade/search", await signIn(districtAdmin), { search_key: tag });
      const urls = (res.body!.objects as MasqObject[]).map((o) => o.masq_url);
      expect(urls).not.toContain(`/masquerade/as/company/${vendor.id}`);
      expect(urls).not.toContain(`/masquerade/as/user/${vendorAdmin.id}`);
      expect(urls).not.toContain(`/masquerade/as/company/${district.id}`);
    });

    it("answers 403 for a module the user may not act in, and to those who may not use quick login", async () => {
      const district = await signIn(districtAdmin);
      for (const module of ["vendor", "control", "parent"]) {
        const res = await post(`/${module}/masquerade/search`, district, { search_key: tag });
        expect(res.status, module).toBe(403);
        expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
      }
      expect((await post("/school/masquerade/search", await signIn(northMaster), { search_key: tag })).status).toBe(403);
      expect((await post("/parent/masquerade/search", await signIn(parent), { search_key: tag })).status).toBe(403);
    });

    it("answers at most 15 sites and 15 administrators, the 15 sites all ones with someone to act as", async () => {
      const wide = `Hw${uniqueSuffix()}`;
      const region = await t.fixtures.company({ kind: "DISTRICT", name: `${wide} Region` });
      // The region (no administrator) and a school named to sort first without one: neither may take a place in the 15.
      await t.fixtures.company({ kind: "SCHOOL", parent: region, name: `${wide} Aardvark Academy` });
      const schools = await Promise.all(
        Array.from({ length: 16 }, (_, i) => t.fixtures.company({ kind: "SCHOOL", parent: region, name: `${wide} School ${String(i).padStart(2, "0")}` })),
      );
      await Promise.all(schools.map((school, i) => t.fixtures.user({ company: school, label: `hm-wide-${i}-${wide}` })));
      const res = await post("/control/masquerade/search", await signIn(control), { search_key: wide });
      expect(res.status).toBe(200);
      const objects = res.body!.objects as MasqObject[];
      const sites = objects.filter((o) => o.type === "site");
      expect(sites.map((o) => o.name)).toEqual(schools.slice(0, 15).map((s) => s.name));
      expect(objects.filter((o) => o.type === "admin")).toHaveLength(15);
    });

    it("answers 400 to an unknown module and to an overlong search_key", async () => {
      const session = await signIn(control);
      expect((await post("/admin/masquerade/search", session, { search_key: tag })).status).toBe(400);
      const long = await post("/control/masquerade/search", session, { search_key: "s".repeat(101) });
      expect(long.status).toBe(400);
      expect(long.body).toEqual({
        status: "error",
        message: COMPANY_MESSAGES.termTooLong,
        errors: { search_key: COMPANY_MESSAGES.termTooLong },
      });
    });
  });

  describe("POST a masq_url, then POST /masquerade/end", () => {
    it("switches the session to the target and back, keeping the real user throughout", async () => {
      const session = await signIn(control);
      const start = await post(`/masquerade/as/user/${northMaster.id}`, session);
      expect(start.status).toBe(200);
      expect(start.body).toEqual({ status: "success", module: "school", name: `Fixture hm-master-${tag}` });
      expect(await sessionRow(session)).toEqual({ userId: northMaster.id, realUserId: control.id });
      // The cookie is unchanged; the same session now acts as the administrator, with their rights only.
      expect((await server.request(`/control/company/search?keyword=${tag}`, { session })).status).toBe(403);

      const end = await post("/masquerade/end", session);
      expect(end.status).toBe(200);
      expect(end.body).toEqual({ status: "success", module: "control", name: `Fixture hm-control-${tag}` });
      expect(await sessionRow(session)).toEqual({ userId: control.id, realUserId: control.id });
      expect((await server.request(`/control/company/search?keyword=${tag}`, { session })).status).toBe(200);
    });

    it("follows a site's masq_url to its master administrator", async () => {
      const session = await signIn(districtAdmin);
      const search = await post("/school/masquerade/search", session, { search_key: `${tag} North High` });
      const site = (search.body!.objects as MasqObject[]).find((o) => o.type === "site")!;
      const start = await post(site.masq_url, session);
      expect(start.body).toEqual({ status: "success", module: "school", name: `Fixture hm-master-${tag}` });
      expect(await sessionRow(session)).toEqual({ userId: northMaster.id, realUserId: districtAdmin.id });
    });

    it("answers 401 when nobody is signed in", async () => {
      expect((await post(`/masquerade/as/user/${northMaster.id}`)).status).toBe(401);
      expect((await post("/masquerade/end")).status).toBe(401);
    });

    it("refuses another company's administrator or site with 403 and leaves the session alone", async () => {
      const session = await signIn(districtAdmin);
      for (const url of [`/masquerade/as/user/${vendorAdmin.id}`, `/masquerade/as/company/${vendor.id}`]) {
        const res = await post(url, session);
        expect(res.status, url).toBe(403);
        expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
      }
      expect(await sessionRow(session)).toEqual({ userId: districtAdmin.id, realUserId: districtAdmin.id });
    });

    it("refuses a parent, and anyone without quick login, with 403", async () => {
      expect((await post(`/masquerade/as/user/${parent.id}`, await signIn(control))).status).toBe(403);
      expect((await post(`/masquerade/as/user/${districtAdmin.id}`, await signIn(northMaster))).status).toBe(403);
    });

    it("answers 404 for unknown ids and for a site with nobody to act as", async () => {
      const session = await signIn(control);
      const user = await post("/masquerade/as/user/2000000000", session);
      expect(user.status).toBe(404);
      expect(user.body).toEqual({ status: "error", message: COMPANY_MESSAGES.noSuchAdmin });
      expect((await post("/masquerade/as/company/2000000000", session)).status).toBe(404);
      const nobody = await post(`/masquerade/as/company/${empty.id}`, session);
      expect(nobody.body).toEqual({ status: "error", message: COMPANY_MESSAGES.siteHasNoAdmin });
    });

    it("answers 400 to bad input: unknown target kind, ids that are not positive integers", async () => {
      const session = await signIn(control);
      for (const url of [
        "/masquerade/as/robot/1",
        "/masquerade/as/user/abc",
        "/masquerade/as/user/0",
        "/masquerade/as/company/-4",
        "/masquerade/as/user/1.5",
      ]) {
        const res = await post(url, session);
        expect(res.status, url).toBe(400);
        expect(res.body!.status).toBe("error");
      }
    });

    it("answers 400 to /masquerade/end when not acting as anyone", async () => {
      const res = await post("/masquerade/end", await signIn(control));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: "error", message: COMPANY_MESSAGES.notMasquerading });
    });

    it("refuses a cross-site post, so another site cannot switch a signed-in user", async () => {
      const session = await signIn(control);
      const res = await post(`/masquerade/as/user/${northMaster.id}`, session, {}, { origin: "https://evil.example" });
      expect(res.status).toBe(403);
      expect(await sessionRow(session)).toEqual({ userId: control.id, realUserId: control.id });
    });
  });
});
