/**
 * HTTP contract of company search and suggest (docs/product/accounts-and-roles.md, Company search and
 * suggestions; docs/product/documented-calls.md): the paths, the documented field names, 401/403,
 * another company's data never answered, bad input → 400.
 */
import { AUTH_MESSAGES, COMPANY_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb, uniqueSuffix, type FixtureCompany, type FixtureUser } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("company search and suggest over HTTP", (t) => {
  let server: TestServer;
  const tag = `Hc${uniqueSuffix()}`;
  let district: FixtureCompany;
  let north: FixtureCompany;
  let vendor: FixtureCompany;
  let northAdmin: FixtureUser;
  let vendorAdmin: FixtureUser;
  const sessions: Record<"control" | "district" | "north" | "parent", string> = {
    control: "",
    district: "",
    north: "",
    parent: "",
  };

  const signIn = (user: FixtureUser) => signInOverHttp(server, user.email, user.password);

  beforeAll(async () => {
    server = await startTestServer(t.db);
    const f = t.fixtures;
    district = await f.company({ kind: "DISTRICT", name: `${tag} District` });
    north = await f.company({ kind: "SCHOOL", parent: district, name: `${tag} North High` });
    vendor = await f.company({ kind: "VENDOR", name: `${tag} Vendor` });
    await t.db.company.update({ where: { id: north.id }, data: { city: "Springfield", state: "IL" } });
    northAdmin = await f.user({ company: north, label: `hc-north-${tag}` });
    vendorAdmin = await f.user({ company: vendor, modules: ["vendor"], label: `hc-vendor-${tag}` });
    sessions.control = await signIn(await f.user({ kind: "CONTROL", label: "hc-control" }));
    sessions.district = await signIn(await f.user({ company: district, label: `hc-district-${tag}` }));
    sessions.north = await signIn(northAdmin);
    sessions.parent = await signIn(await f.user({ kind: "PARENT", company: north, label: "hc-parent" }));
  });
  afterAll(() => server?.close());

  const get = (path: string, session?: string) => server.request(path, { session });

  describe("GET /control/company/search?keyword", () => {
    const path = (keyword: string) => `/control/company/search?keyword=${encodeURIComponent(keyword)}`;

    it("answers 401 with the error shape when nobody is signed in", async () => {
      const res = await get(path(tag));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.notSignedIn });
    });

    it("answers 403 to administrators and parents: company search is control only", async () => {
      for (const who of ["district", "north", "parent"] as const) {
        const res = await get(path(tag), sessions[who]);
        expect(res.status, who).toBe(403);
        expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
      }
    });

    it("answers control staff with companies in snake_case fields", async () => {
      const res = await get(path(tag), sessions.control);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: "success",
        companies: [
          { id: district.id, name: `${tag} District`, type: "district", city: null, state: null, parent: null, admin_count: 1 },
          {
            id: north.id,
            name: `${tag} North High`,
            type: "school",
            city: "Springfield",
            state: "IL",
            parent: `${tag} District`,
            admin_count: 1,
          },
          { id: vendor.id, name: `${tag} Vendor`, type: "vendor", city: null, state: null, parent: null, admin_count: 1 },
        ],
      });
    });

    it("treats a missing keyword as empty, and answers 400 to an overlong one", async () => {
      const all = await get("/control/company/search", sessions.control);
      expect(all.status).toBe(200);
      expect((all.body!.companies as unknown[]).length).toBeGreaterThan(0);
      const long = await get(path("k".repeat(101)), sessions.control);
      expect(long.status).toBe(400);
      expect(long.body).toEqual({
        status: "error",
        message: COMPANY_MESSAGES.termTooLong,
        errors: { keyword: COMPANY_MESSAGES.termTooLong },
      });
    });

    it("takes the first value of a repeated keyword rather than failing", async () => {
      const res = await get(
        `/control/company/search?keyword=${encodeURIComponent(`${tag} Vendor`)}&keyword=zzz`,
        sessions.control,
      );
      expect(res.status).toBe(200);
      expect((res.body!.companies as { id: number }[]).map((c) => c.id)).toEqual([vendor.id]);
    });
  });

  describe("GET /api/suggest/company?term", () => {
    const path = (term: string) => `/api/suggest/company?term=${encodeURIComponent(term)}`;

    it("answers 401 when nobody is signed in and 403 to a parent", async () => {
      expect((await get(path(tag))).status).toBe(401);
      const parent = await get(path(tag), sessions.parent);
      expect(parent.status).toBe(403);
      expect(parent.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
    });

    it("needs at least two characters (400, the message under the documented field name)", async () => {
      for (const term of ["", "a", " b "]) {
        const res = await get(path(term), sessions.control);
        expect(res.status, JSON.stringify(term)).toBe(400);
        expect(res.body).toEqual({
          status: "error",
          message: COMPANY_MESSAGES.suggestTooShort,
          errors: { term: COMPANY_MESSAGES.suggestTooShort },
        });
      }
      expect((await get("/api/suggest/company", sessions.control)).status).toBe(400);
    });

    it("answers suggestions with the company fields", async () => {
      const res = await get(path(`${tag} North`), sessions.district);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: "success",
        suggestions: [
          {
            id: north.id,
            name: `${tag} North High`,
            type: "school",
            city: "Springfield",
            state: "IL",
            parent: `${tag} District`,
            admin_count: 1,
          },
        ],
      });
    });

    it("never suggests another company's sites", async () => {
      const byDistrict = await get(path(tag), sessions.district);
      expect((byDistrict.body!.suggestions as { id: number }[]).map((s) => s.id)).toEqual([district.id, north.id]);
      const byNorth = await get(path(`${tag} Vendor`), sessions.north);
      expect(byNorth.body).toEqual({ status: "success", suggestions: [] });
      const byId = await get(path(String(vendor.id)), sessions.north);
      expect((byId.body!.suggestions as { id: number }[]).map((s) => s.id)).not.toContain(vendor.id);
    });
  });

  describe("GET /api/suggest/admins?term", () => {
    const path = (term: string) => `/api/suggest/admins?term=${encodeURIComponent(term)}`;

    it("answers 401 when nobody is signed in and 403 to a parent", async () => {
      expect((await get(path(tag))).status).toBe(401);
      expect((await get(path(tag), sessions.parent)).status).toBe(403);
    });

    it("answers suggestions with id, name, email, company_id and company_name", async () => {
      const res = await get(path(`hc-north-${tag}`), sessions.control);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: "success",
        suggestions: [
          {
            id: northAdmin.id,
            name: `Fixture hc-north-${tag}`,
            email: northAdmin.email,
            company_id: north.id,
            company_name: `${tag} North High`,
          },
        ],
      });
    });

    it("never suggests another company's administrators", async () => {
      const byDistrict = await get(path(tag), sessions.district);
      const emails = (byDistrict.body!.suggestions as { email: string }[]).map((s) => s.email);
      expect(emails).toContain(northAdmin.email);
      expect(emails).not.toContain(vendorAdmin.email);
      expect((await get(path(`hc-district-${tag}`), sessions.north)).body).toEqual({ status: "success", suggestions: [] });
    });

    it("answers 400 to an overlong term", async () => {
      const res = await get(path("q".repeat(101)), sessions.control);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: "error", message: COMPANY_MESSAGES.termTooLong });
    });
  });
});
