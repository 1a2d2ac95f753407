/**
 * HTTP contract of the student groups' documented calls (docs/product/students-and-groups.md): GET
 * /{module}/settings/students-and-groups/check-group?name=&group_id= and POST /api/suggest/groups
 * {term}, with 401/403 first; and the group upload refused outside school and vendor
 * (docs/product/uploads.md).
 */
import { describeDb, uniqueSuffix } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, GROUP_MESSAGES as M } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../src/http.ts";

describeDb("student groups over HTTP", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
  const error = (status: number, message: string) => ({ status, body: expect.objectContaining({ status: "error", message }) });

  async function site() {
    const tag = uniqueSuffix();
    const district = await t.fixtures.company({ kind: "DISTRICT" });
    const school = await t.fixtures.company({ parent: district });
    const sibling = await t.fixtures.company({ parent: district });
    const group = (companyId: number, name: string, data: { isSmart?: boolean; isShared?: boolean } = {}) =>
      t.db.studentGroup.create({ data: { companyId, name, ...data, rules: data.isSmart ? { grades: ["12"] } : undefined } });
    const band = await group(school.id, `Band ${tag}`);
    const seniors = await group(district.id, `Seniors ${tag}`, { isSmart: true, isShared: true });
    await group(district.id, `District only ${tag}`);
    await group(sibling.id, `Sibling ${tag}`);
    const signIn = async (options: Parameters<typeof t.fixtures.user>[0]) =>
      (await t.fixtures.signIn(await t.fixtures.user(options))).token;
    return {
      tag,
      school,
      band,
      seniors,
      manager: await signIn({ company: school, permissions: ["uploads.manage"], label: "manager" }),
      itemsOnly: await signIn({ company: school, permissions: ["items.view"], label: "items" }),
      terminal: await signIn({ company: school, permissions: ["terminal.manage"], label: "terminal" }),
      business: await signIn({
        company: school,
        permissions: ["uploads.manage"],
        modules: ["school", "business"],
        label: "business",
      }),
    };
  }

  describe("GET /{module}/settings/students-and-groups/check-group", () => {
    const check = (session: string | undefined, query: string) =>
      server.request(`/school/settings/students-and-groups/check-group?${query}`, { session });

    it("answers success for a free name, 409 with the product's message for a taken one, 400 for one too short", async () => {
      const s = await site();
      expect(answer(await check(s.manager, `name=${encodeURIComponent(`Choir ${s.tag}`)}`))).toEqual({
        status: 200,
        body: { status: "success" },
      });
      expect(answer(await check(s.manager, `name=${encodeURIComponent(`band ${s.tag}`)}`))).toEqual({
        status: 409,
        body: { status: "error", message: M.nameTaken, errors: { name: M.nameTaken } },
      });
      // The edited group's own name is free for it.
      expect(answer(await check(s.manager, `name=${encodeURIComponent(`Band ${s.tag}`)}&group_id=${s.band.id}`))).toEqual({
        status: 200,
        body: { status: "success" },
      });
      expect(answer(await check(s.manager, "name=B"))).toEqual(error(400, M.nameRequired));
      expect(answer(await check(s.manager, "name="))).toEqual(error(400, M.nameRequired));
      // A group shared from above is not the school's to rename; an unknown id is unknown.
      expect(answer(await check(s.manager, `name=Anything&group_id=${s.seniors.id}`))).toEqual(error(403, M.sharedReadOnly));
      expect(answer(await check(s.manager, "name=Anything&group_id=2000000000"))).toEqual(error(404, M.noSuchGroup));
      expect(answer(await check(s.manager, "name=Anything&group_id=abc"))).toMatchObject({ status: 400 });
    });

    it("refuses the signed out (401) and those who may not change groups (403)", async () => {
      const s = await site();
      expect(answer(await check(undefined, "name=Choir"))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
      expect(answer(await check(s.terminal, "name=Choir"))).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      expect(
        answer(await server.request("/parent/settings/students-and-groups/check-group?name=Choir", { session: s.manager })),
      ).toEqual(error(403, AUTH_MESSAGES.accessDenied));
    });
  });

  describe("POST /api/suggest/groups", () => {
    it("lists id, name and is_smart of the groups the caller's site works with, shared ones from above included", async () => {
      const s = await site();
      const suggest = (session: string | undefined, term: string) =>
        server.request("/api/suggest/groups", { method: "POST", session, json: { term } });
      expect(answer(await suggest(s.manager, s.tag))).toEqual({
        status: 200,
        body: {
          status: "success",
          groups: [
            { id: s.band.id, name: `Band ${s.tag}`, is_smart: false },
            { id: s.seniors.id, name: `Seniors ${s.tag}`, is_smart: true },
          ],
        },
      });
      // The item builder's picker asks it with items.view alone.
      expect((await suggest(s.itemsOnly, `seniors ${s.tag}`)).body).toEqual({
        status: "success",
        groups: [{ id: s.seniors.id, name: `Seniors ${s.tag}`, is_smart: true }],
      });
      expect(answer(await suggest(undefined, s.tag))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
      expect(answer(await suggest(s.terminal, s.tag))).toEqual(error(403, AUTH_MESSAGES.accessDenied));
    });
  });

  describe("the group upload's modules (school and vendor only)", () => {
    it("uploads.start of kind groups over /trpc: the school module starts, the business module answers 403", async () => {
      const s = await site();
      const start = (module: string) =>
        server.request("/trpc/uploads.start", {
          session: s.business,
          json: { json: { module, kind: "groups", companyId: s.school.id, options: { mode: "multiple" } } },
        });
      const started = await start("school");
      expect(started.status).toBe(200);
      const refused = await start("business");
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).toContain(AUTH_MESSAGES.accessDenied);
    });
  });
});
