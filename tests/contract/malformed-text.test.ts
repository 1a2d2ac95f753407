/**
 * Text PostgreSQL cannot store (U+0000) or that is not text at all (a lone UTF-16 surrogate) is
 * refused once, at the HTTP edge, with a 400 (apps/server/src/http/malformed-text.ts): in the
 * path, the query, JSON and form bodies, and tRPC inputs. These calls answered 500 before.
 * The generic shim test (shim-table.test.ts) sends the same text to every shim.
 */
import type { Db } from "@paydesk/db";
import { describeDb } from "@paydesk/tests/harness";
import { HTTP_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestResponse, type TestServer } from "../src/http.ts";

const NUL = "a\u0000b";
const LONE = "a\ud800b";
const refused = { status: 400, body: { status: "error", message: HTTP_MESSAGES.malformedText } };
const answer = (res: TestResponse) => ({ status: res.status, body: res.body });

describeDb("malformed text at the HTTP edge", (t) => {
  let db: Db;
  let server: TestServer;
  let control: string;
  let school: string;
  beforeAll(async () => {
    db = t.db;
    server = await startTestServer(db);
    control = (await t.fixtures.signIn(await t.fixtures.user({ kind: "CONTROL", label: "edge-control" }))).token;
    school = (await t.fixtures.signIn(await t.fixtures.user({ roleIds: [1], permissions: [], label: "edge-school" }))).token;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses a NUL in the query of the company search and the suggest calls", async () => {
    expect(answer(await server.request("/control/company/search?keyword=a%00b", { session: control }))).toEqual(refused);
    expect(answer(await server.request("/api/suggest/company?term=a%00b", { session: control }))).toEqual(refused);
    expect(answer(await server.request("/api/suggest/admins?term=ab%00", { session: control }))).toEqual(refused);
    expect(answer(await server.request("/school/students/studentsforcompany2/1?term=%00", { session: school }))).toEqual(refused);
  });

  // A form cannot carry a lone surrogate: URL-encoding turns it into U+FFFD, which is text.
  it("refuses a NUL or a lone surrogate in a JSON or form body, signed in or not", async () => {
    expect(answer(await server.request("/login/forgot", { json: { email: `${NUL}@example.test` } }))).toEqual(refused);
    expect(answer(await server.request("/login/forgot", { form: { email: `${NUL}@example.test` } }))).toEqual(refused);
    expect(answer(await server.request("/login/forgot", { json: { email: `${LONE}@example.test` } }))).toEqual(refused);
    expect(answer(await server.request("/login", { json: { email: "someone@example.test", password: NUL } }))).toEqual(refused);
    expect(answer(await server.request("/school/items/checkdraft", { session: school, json: { item_codes: [LONE] } }))).toEqual(refused);
    expect(answer(await server.request("/school/items/run-item-pnp", { session: school, form: { item_code: NUL } }))).toEqual(refused);
    // The escape as a client writes it, not only as JSON.stringify does.
    const escaped = await server.request("/school/items/run-item-pnp", {
      session: school,
      body: '{"item_code":"A\\udc00B"}',
      headers: { "content-type": "application/json" },
    });
    expect(answer(escaped)).toEqual(refused);
  });

  // The JSON parser marks UTF-8 bodies without a `\u` as clean (not walked): these are the cases
  // that rule must get right.
  it("refuses a lone surrogate written raw in a UTF-16 JSON body (no escape needed there)", async () => {
    const body = Buffer.from(JSON.stringify({ email: `${LONE}@example.test` }), "utf16le");
    const res = await server.request("/login/forgot", { body, headers: { "content-type": "application/json; charset=utf-16le" } });
    expect(answer(res)).toEqual(refused);
  });

  it("takes a surrogate's bytes written raw in UTF-8 as the replacement character, not as malformed text", async () => {
    const body = Buffer.concat([Buffer.from('{"email":"a'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('b@example.test"}')]);
    const res = await server.request("/login/forgot", { body, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(200);
  });

  it("refuses a NUL in a path parameter and in a field name", async () => {
    expect(answer(await server.request("/school/items/a%00b/restore", { session: school }))).toEqual(refused);
    expect(answer(await server.request("/school/items/run-item-pnp", { session: school, json: { [NUL]: "x" } }))).toEqual(refused);
  });

  it("refuses the same text in tRPC inputs, in the query of a GET and the body of a POST", async () => {
    const query = (input: unknown) => `/trpc/companies.suggest?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
    expect(answer(await server.request(query({ term: NUL }), { session: control }))).toEqual(refused);
    expect(answer(await server.request(query({ term: LONE }), { session: control }))).toEqual(refused);
    const post = await server.request("/trpc/items.checkDraft", { session: school, json: { json: { module: "school", itemCodes: [LONE] } } });
    expect(answer(post)).toEqual(refused);
  });

  it("lets well-formed text through: emoji (surrogate pairs), accents, and a backslash before 'u0000'", async () => {
    const query = (input: unknown) => `/trpc/companies.suggest?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
    for (const term of ["😀 school", "Zoë", "\\u0000"]) {
      const res = await server.request(query({ term }), { session: control });
      expect({ term, status: res.status }).toEqual({ term, status: 200 });
    }
    const search = await server.request(`/control/company/search?keyword=${encodeURIComponent("Lincoln 😀")}`, { session: control });
    expect(search.status).toBe(200);
  });
});
