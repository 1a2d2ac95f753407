/**
 * The generic contract of every entry of the shim table (docs/product/documented-calls.md): signed out
 * → 401; a module the user may not act in → 403; another company's ids → 403 or 404; and a
 * battery of malformed paths, queries and bodies → a 4xx with a message, never a 5xx or a stack
 * trace. Nothing here names a shim: paths, the fields each shim reads and what each value means
 * are derived from the table (tests/src/shim-probe.ts), public shims from PUBLIC_PROCEDURES, and
 * the only per-kind knowledge is RECORD_IDS below, keyed by the procedure's input field. A new
 * shim joins by being in the table; a new kind of id in a path needs one line in RECORD_IDS.
 */
import { PUBLIC_PROCEDURES, SHIM_TABLE, type ShimRoute } from "@paydesk/api";
import { createDbOnPool, createPool, type Db } from "@paydesk/db";
import { outboxTransport, startPaidStatusQueue } from "@paydesk/services";
import { createFixtures, describeDb, uniqueSuffix, type FixtureCompany } from "@paydesk/tests/harness";
import { postbackMaker } from "@paydesk/tests/postbacks";
import { AUTH_MESSAGES, MODULES, type TModule } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestRequestInit, type TestResponse, type TestServer } from "../src/http.ts";
import { fillPath, pathModule, pathParams, probeShim, WORD_PARAMS, type ShimProbe } from "../src/shim-probe.ts";

/** One company's records, one of each kind a shim can name. */
interface Records {
  company: FixtureCompany;
  /** An upload's table_key: the statements upload's, the kind of upload every company may be named by. */
  uploadKey: string;
  /** A staged row of that upload (the temp-row shims name one by id). */
  uploadRowId: number;
  userId: number;
  roleId: number;
  categoryId: number;
  coaId: number;
  otherCoaId: number;
  subCoaId: number;
  itemId: number;
  itemCode: string;
  settlementAccountId: number;
  soldOutMessageId: number;
  ruleId: number;
  studentId: number;
  orderId: number;
  cartLineId: number;
  seriesId: number;
  alertId: number;
  /** A FAILED postback of a paid SIS fee (control operations). */
  postbackId: number;
  /** A library image. */
  imageId: number;
}

/** Which record fills a procedure input field that names one (the probe tells which field a value lands in). */
const RECORD_IDS: Record<string, (r: Records) => string> = {
  companyId: (r) => String(r.company.id),
  key: (r) => r.uploadKey,
  id: (r) => String(r.uploadRowId),
  userId: (r) => String(r.userId),
  roleId: (r) => String(r.roleId),
  categoryId: (r) => String(r.categoryId),
  coaId: (r) => String(r.coaId),
  newId: (r) => String(r.otherCoaId),
  subCoaId: (r) => String(r.subCoaId),
  itemId: (r) => String(r.itemId),
  itemCode: (r) => r.itemCode,
  itemCodes: (r) => r.itemCode,
  settlementAccountId: (r) => String(r.settlementAccountId),
  soldOutMessageId: (r) => String(r.soldOutMessageId),
  ruleId: (r) => String(r.ruleId),
  studentId: (r) => String(r.studentId),
  orderId: (r) => String(r.orderId),
  lineId: (r) => String(r.cartLineId),
  seriesId: (r) => String(r.seriesId),
  alertId: (r) => String(r.alertId),
  postbackId: (r) => String(r.postbackId),
  imageId: (r) => String(r.imageId),
};

type RecordKey = Exclude<keyof Records, "company">;

/** The records a RECORD_IDS entry reads (learnt by letting it read a recording stand-in). */
function recordKeysOf(field: string): (keyof Records)[] {
  const read = new Set<keyof Records>();
  const recorder = new Proxy({} as Records, {
    get(_target, key) {
      read.add(key as keyof Records);
      return key === "company" ? NOWHERE.company : "";
    },
  });
  RECORD_IDS[field]!(recorder);
  return [...read];
}

/** Ids that name no record at all. */
const NOWHERE: Records = {
  company: { id: 2_000_000_001, path: "/2000000001/", name: "Nowhere" },
  uploadKey: "no-such-upload-key",
  uploadRowId: 2_000_000_016,
  userId: 2_000_000_002,
  roleId: 2_000_000_003,
  categoryId: 2_000_000_004,
  coaId: 2_000_000_005,
  otherCoaId: 2_000_000_006,
  subCoaId: 2_000_000_007,
  itemId: 2_000_000_008,
  itemCode: "ZZZZZZZZZZ",
  settlementAccountId: 2_000_000_009,
  soldOutMessageId: 2_000_000_010,
  ruleId: 2_000_000_011,
  studentId: 2_000_000_012,
  orderId: 2_000_000_014,
  cartLineId: 2_000_000_013,
  seriesId: 2_000_000_015,
  alertId: 2_000_000_016,
  postbackId: 2_000_000_017,
  imageId: 2_000_000_018,
};

/** Values that must never crash a shim, in any field. */
const JUNK_VALUES: [string, unknown][] = [
  ["a number", 123],
  ["a fraction", 1.5],
  ["a huge number", 1e308],
  ["a boolean", true],
  ["null", null],
  ["an empty string", ""],
  ["an empty array", []],
  ["an array of mixed junk", [1, "a", {}, null]],
  ["nested junk", { a: { b: { c: [{ d: 1 }, "x"] } }, "0": "y" }],
  ["a huge string", "x".repeat(100_000)],
  ["a NUL character", "a\0b"],
  ["a lone surrogate", "a\ud800b"],
];

/** Path parameter values that must never crash a shim (raw, already URL-encoded where needed). */
const JUNK_PATH_VALUES = ["1.5", "abc", "99999999999999999999", "a%00b", "%ED%A0%80"];

/** A query string that must never crash a GET shim, for the keys it reads. */
function junkQueries(keys: string[]): [string, string][] {
  const all = (value: string) => keys.map((k) => `${k}=${value}`).join("&");
  return [
    ["nothing", ""],
    ["empty values", all("")],
    ["repeated keys (arrays)", keys.map((k) => `${k}=1&${k}=b`).join("&")],
    ["bracketed keys", keys.map((k) => `${k}[a][b]=1`).join("&")],
    ["words for numbers", all("abc")],
    ["huge numbers", all("99999999999999999999")],
    ["long strings", all("x".repeat(Math.floor(6000 / keys.length)))],
    ["a NUL", all("a%00b")],
    ["invalid UTF-8", all("%ED%A0%80")],
    ["a JSON escape of a NUL", all(encodeURIComponent('"\\u0000"'))],
  ];
}

const REQUEST_BATCH = 8;

describeDb("every shim of the table over HTTP: authorization and robustness", (t) => {
  let db: Db;
  let fixtures: ReturnType<typeof createFixtures>;
  let queue: Awaited<ReturnType<typeof startPaidStatusQueue>>;
  let server: TestServer;
  let home: Records;
  let foreign: Records;
  /** A session per module, each held by a user who may act in exactly that module (control: all). */
  const sessions = new Map<TModule, string>();
  const probes = new Map<ShimRoute<never>, ShimProbe>(SHIM_TABLE.map((route) => [route, probeShim(route)]));

  beforeAll(async () => {
    // run-item-pnp needs its queue, started as main.ts starts it: on the app's pool.
    const pool = createPool(t.url, { max: 4 });
    db = createDbOnPool(pool);
    fixtures = createFixtures(db);
    queue = await startPaidStatusQueue(pool, { db, mail: outboxTransport, appUrl: "http://localhost:3000" }, { info: () => undefined });
    server = await startTestServer(db);

    home = await records(await fixtures.company());
    foreign = await records(await fixtures.company());
    const school = await fixtures.user({ company: home.company, roleIds: [1], permissions: [], label: "shim-school" });
    const parent = await fixtures.user({ kind: "PARENT", company: home.company, label: "shim-parent" });
    const control = await fixtures.user({ kind: "CONTROL", label: "shim-control" });
    for (const [module, user] of [["school", school], ["parent", parent], ["control", control]] as const) {
      sessions.set(module, (await fixtures.signIn(user)).token);
    }
  });
  afterAll(async () => {
    await server?.close();
    await queue?.stop();
    await db?.$disconnect();
  });

  /**
   * Makers of one company's records, each made on first use with what it hangs on (an item needs
   * a payee and an account, a cart line a cart of a user and an item, ...) and then kept, so one
   * set of records is consistent whichever of them are asked for.
   */
  function recordMakers(company: FixtureCompany): { [K in RecordKey]: () => Promise<Records[K]> } {
    const suffix = uniqueSuffix();
    const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
      let made: Promise<T> | undefined;
      return () => (made ??= make());
    };
    const user = once(() =>
      db.user.create({
        data: { kind: "ADMIN", companyId: company.id, email: `shim-${suffix}@fixtures.test`, emailNormalized: `shim-${suffix}@fixtures.test`, firstName: "Shim", lastName: "Target", passwordHash: "not-a-hash", applications: ["SCHOOL"] },
      }),
    );
    const role = once(async () => {
      const role = await fixtures.role(company, ["items.view"]);
      await db.userRole.create({ data: { userId: (await user()).id, roleId: role.id } });
      return role;
    });
    const category = once(() => fixtures.category(company));
    const payee = once(() => db.settlementAccount.create({ data: { companyId: company.id, name: `Payee ${suffix}`, reference: suffix } }));
    // The chart of accounts is kept per payee (docs/product/chart-of-accounts.md).
    const account = (number: string, kind: "PRIMARY" | "SUB" = "PRIMARY") =>
      once(async () => db.chartAccount.create({ data: { payeeId: (await payee()).id, number, name: `Account ${number}`, kind } }));
    const coa = account(`P${suffix}`);
    const otherCoa = account(`Q${suffix}`);
    const subCoa = account(`S${suffix}`, "SUB");
    const code = `S${suffix}`.toUpperCase();
    const item = once(async () =>
      db.item.create({ data: { companyId: company.id, code, slug: code, title: `Item ${code}`, settlementAccountId: (await payee()).id, coaId: (await coa()).id } }),
    );
    const soldOut = once(() => db.soldOutMessage.create({ data: { companyId: company.id, text: `Gone ${suffix}` } }));
    const rule = once(async () => db.itemRule.create({ data: { itemId: (await item()).id, name: "Rule", argumentKey: "a", outputKey: "b" } }));
    const student = once(() => db.student.create({ data: { companyId: company.id, externalId: `N${suffix}`, firstName: "Shim", lastName: "Student" } }));
    // A partly paid order, so the order summary's rest can be asked for.
    const order = once(() =>
      db.order.create({ data: { companyId: company.id, source: "TERMINAL", status: "PARTIAL", payerName: "Shim Payer", totalCents: 1000, paidCents: 500 } }),
    );
    const cartLine = once(async () => {
      const cart = await db.cart.create({ data: { purpose: "TERMINAL", userId: (await user()).id } });
      return db.cartLine.create({ data: { cartId: cart.id, itemId: (await item()).id, amountCents: 100 } });
    });
    // A recurring series started by a line of that order, so the series shims have one
    // to name. A real line: order ids and line ids are separate sequences, so an order's id may
    // already be another test's series line in this shared database.
    const series = once(async () => {
      const [{ id: orderId }, { id: itemId, title }] = [await order(), await item()];
      const seriesLine = await db.orderLine.create({ data: { orderId, itemId, quantity: 1, amountCents: 500, totalCents: 500 } });
      return db.recurringSeries.create({
        data: { companyId: company.id, itemId, orderId, orderLineId: seriesLine.id, payerName: "Shim Payer", itemCode: code, title, quantity: 1, amountCents: 500, totalCents: 500, gatewayToken: "tok_approves_shim", remaining: 0 },
      });
    });
    const upload = once(async () => db.uploadBatch.create({ data: { tableKey: `shim-${suffix}`, kind: "statements", companyId: company.id, createdBy: (await user()).id } }));
    const uploadRow = once(async () => db.uploadRow.create({ data: { batchId: (await upload()).id, rowNo: 1, data: {} } }));
    // A service alert addressed to that company only.
    const alert = once(async () =>
      db.serviceAlert.create({
        data: { title: "Shim alert", message: "m", type: "info", audience: "COMPANY", companyId: company.id, createdById: (await user()).id, startsAt: new Date(Date.now() - 60_000) },
      }),
    );
    const postback = once(async () => (await (await postbackMaker(db, company))({ status: "FAILED" })).postback);
    // A library image: the removal shims name one.
    const image = once(() => db.image.create({ data: { companyId: company.id, name: "shim.png", contentType: "image/png", byteSize: 1, data: new Uint8Array([0]) } }));
    const id = <T>(made: () => Promise<{ id: T }>) => async () => (await made()).id;
    return {
      postbackId: id(postback),
      uploadKey: async () => (await upload()).tableKey,
      uploadRowId: async () => Number(await id(uploadRow)()),
      userId: id(user),
      roleId: id(role),
      categoryId: id(category),
      coaId: id(coa),
      otherCoaId: id(otherCoa),
      subCoaId: id(subCoa),
      itemId: id(item),
      itemCode: async () => (await item()).code,
      settlementAccountId: id(payee),
      soldOutMessageId: id(soldOut),
      ruleId: id(rule),
      studentId: id(student),
      orderId: id(order),
      cartLineId: id(cartLine),
      seriesId: id(series),
      alertId: id(alert),
      imageId: id(image),
    };
  }

  /** One of each kind of record at `company`. */
  async function records(company: FixtureCompany): Promise<Records> {
    const makers = recordMakers(company);
    const made: Partial<Records> = { company };
    for (const key of Object.keys(makers) as RecordKey[]) Object.assign(made, { [key]: await makers[key]() });
    return made as Records;
  }

  /**
   * Records of its own at `company` for what the route's path names, and only that: the other
   * fields are never read for the route (reading one is a mistake of this file, so it throws).
   */
  async function recordsNamedBy(route: ShimRoute<never>, company: FixtureCompany): Promise<Records> {
    const makers = recordMakers(company);
    const made: Partial<Records> = { company };
    for (const param of pathParams(route.path)) {
      if (WORD_PARAMS[param]) continue;
      for (const key of recordKeysOf(recordField(route, param))) {
        if (key !== "company") Object.assign(made, { [key]: await makers[key]() });
      }
    }
    return new Proxy(made as Records, {
      get(target, key) {
        if (typeof key === "string" && key in NOWHERE && !(key in target)) throw new Error(`${label(route)}: its path names no ${key}, so none was made for it`);
        return Reflect.get(target, key) as unknown;
      },
    });
  }

  // Guest shims (PUT /pay/put, POST /pay/multi-a2c) answer a caller without a session as a guest.
  const isPublic = (route: ShimRoute<never>) => PUBLIC_PROCEDURES.includes(route.procedure) || route.guest === true;
  const label = (route: ShimRoute<never>) => `${route.method} ${route.path}`;

  /** The field of the procedure's input a path parameter fills, which must be one RECORD_IDS knows. */
  function recordField(route: ShimRoute<never>, param: string): string {
    const field = probes.get(route)!.fields.get(`path:${param}`);
    if (!field || !RECORD_IDS[field]) {
      throw new Error(`${label(route)}: :${param} fills input field "${field}"; add it to RECORD_IDS so the test knows which record to use`);
    }
    return field;
  }

  /** The path with module `module` and every record parameter taken from `owner`; `raw` replaces some, unencoded. */
  function pathFor(route: ShimRoute<never>, module: string, owner: Records, raw: Record<string, string> = {}): string {
    const values: Record<string, string> = {};
    for (const param of pathParams(route.path)) {
      const value = param === "module" ? module : (WORD_PARAMS[param] ?? RECORD_IDS[recordField(route, param)]!(owner));
      values[param] = raw[param] ?? encodeURIComponent(value);
    }
    return fillPath(route.path, values);
  }

  /** The module a shim runs in for a user who may act there, and that user's session. */
  function actingSession(route: ShimRoute<never>): { module: TModule; session: string | undefined } {
    const fixed = pathModule(route.path);
    const module = fixed === "param" || fixed === null ? "school" : fixed;
    return { module, session: isPublic(route) ? undefined : sessions.get(module) };
  }

  function send(route: ShimRoute<never>, path: string, init: Omit<TestRequestInit, "method"> = {}): Promise<TestResponse> {
    if (route.method !== "GET" && init.json === undefined && init.form === undefined && init.body === undefined) {
      return server.request(path, { ...init, method: route.method, json: {} });
    }
    return server.request(path, { ...init, method: route.method });
  }

  /**
   * Run jobs a few at a time (the server and database are shared with other files), their answers
   * in the jobs' order. Each of `limit` lanes takes the next job as soon as its last one is done,
   * so one slow request (a 100 KB body) holds up its lane only, not a whole batch.
   */
  async function fewAtATime<T>(jobs: (() => Promise<T>)[], limit = REQUEST_BATCH): Promise<T[]> {
    const results: T[] = new Array<T>(jobs.length);
    let next = 0;
    const lane = async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]!();
      }
    };
    await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, lane));
    return results;
  }

  const summary = (res: TestResponse) => `${res.status} ${res.text.slice(0, 160)}`;

  it("has shims to check, and knows which record every path parameter names", () => {
    expect(SHIM_TABLE.length).toBeGreaterThan(0);
    for (const route of SHIM_TABLE) {
      for (const param of pathParams(route.path)) if (!WORD_PARAMS[param]) recordField(route, param);
    }
  });

  it("answers 401 to every shim but the public ones when signed out", async () => {
    const guarded = SHIM_TABLE.filter((route) => !isPublic(route));
    const answers = await fewAtATime(guarded.map((route) => () => send(route, pathFor(route, "school", home))));
    const wrong = guarded
      .map((route, i) => [route, answers[i]!] as const)
      .filter(([, res]) => res.status !== 401 || res.body?.message !== AUTH_MESSAGES.notSignedIn)
      .map(([route, res]) => `${label(route)}: ${summary(res)}`);
    expect(wrong).toEqual([]);
  });

  it("answers 403 in a module the user may not act in", async () => {
    // `/:module/…` as the school administrator in another module; a path fixed to a module as
    // someone who lacks it. Paths without a module (/api/…) act in the caller's own module.
    // A shim marked `servesOtherModules` acts in the caller's module whatever its path says.
    const cases = SHIM_TABLE.filter((route) => !isPublic(route) && pathModule(route.path) !== null && !route.servesOtherModules).map((route) => {
      const fixed = pathModule(route.path);
      const module = fixed === "param" ? MODULES.find((m) => m !== "school" && m !== "control")! : fixed!;
      const session = sessions.get(module === "school" ? "parent" : "school")!;
      return { route, path: pathFor(route, module, home), session };
    });
    const answers = await fewAtATime(cases.map(({ route, path, session }) => () => send(route, path, { session })));
    const wrong = cases
      .map((c, i) => [c, answers[i]!] as const)
      .filter(([, res]) => res.status !== 403 || res.body?.message !== AUTH_MESSAGES.accessDenied)
      .map(([c, res]) => `${label(c.route)} at ${c.path}: ${summary(res)}`);
    expect(cases.length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it("answers another company's ids in the path, query or body with 403 or 404, as if they did not exist", async () => {
    // Every value that names a record is taken from a company outside the user's tree. When the
    // answer is a 400 (the rest of the body is missing, so the procedure's schema refuses first),
    // the same request with the user's own ids must be refused the same way: the 400 is about the
    // body, never a disguised success. A success is accepted only from a call that looks nothing
    // up (the builder's readiness check judges the form alone): it must answer exactly as it
    // does to ids that exist nowhere.
    const request = (route: ShimRoute<never>, owner: Records) => {
      const probe = probes.get(route)!;
      const { module, session } = actingSession(route);
      const values = (source: "query" | "body", keys: string[]) =>
        Object.fromEntries(
          keys.flatMap((key) => {
            const field = probe.fields.get(`${source}:${key}`);
            return field && RECORD_IDS[field] ? [[key, RECORD_IDS[field](owner)]] : [];
          }),
        );
      const query = new URLSearchParams(values("query", probe.queryKeys)).toString();
      const path = `${pathFor(route, module, owner)}${query ? `?${query}` : ""}`;
      return send(route, path, { session, json: route.method !== "GET" ? values("body", probe.bodyKeys) : undefined });
    };
    // Control staff act across companies (docs/product/documented-calls.md): another company's
    // records are theirs too.
    const cases = SHIM_TABLE.filter((route) => !isPublic(route) && pathModule(route.path) !== "control").filter((route) =>
      [...probes.get(route)!.fields.values()].some((field) => RECORD_IDS[field]),
    );
    const wrong: string[] = [];
    await fewAtATime(
      cases.map((route) => async () => {
        const res = await request(route, foreign);
        if (res.status === 403 || res.status === 404) return;
        const twin = res.status === 400 ? await request(route, home) : res.status < 300 ? await request(route, NOWHERE) : undefined;
        if (twin && twin.status === res.status && twin.text === res.text) return;
        wrong.push(`${label(route)}: ${summary(res)}${twin ? `; the same request with ${res.status === 400 ? "the user's own" : "unknown"} ids: ${summary(twin)}` : ""}`);
      }),
    );
    expect(cases.length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it("answers malformed paths, queries and bodies with a 4xx and a message, never a 5xx or a stack trace", async () => {
    const problems: string[] = [];
    const check = (route: ShimRoute<never>, what: string, res: TestResponse) => {
      const where = `${label(route)} with ${what}`;
      if (res.status >= 500) problems.push(`${where}: ${summary(res)}`);
      else if (res.status >= 400 && (res.body?.status !== "error" || typeof res.body.message !== "string" || !res.body.message)) {
        problems.push(`${where}: a ${res.status} without {status: "error", message}: ${res.text.slice(0, 160)}`);
      } else if (/\n\s+at |node_modules|\.ts:\d+/.test(res.text)) problems.push(`${where}: a stack trace in ${res.text.slice(0, 160)}`);
    };

    // Records of its own for each shim whose path names one, so a shim that deletes what its path
    // names leaves the others theirs: made a few at a time (the test's pool has 4 connections).
    // Only what the path names is made (with what it hangs on): nothing else of them is sent.
    const naming = SHIM_TABLE.filter((route) => pathParams(route.path).some((p) => !WORD_PARAMS[p]));
    const made = await fewAtATime(
      naming.map((route) => async () => [route, await recordsNamedBy(route, home.company)] as const),
      4,
    );
    const ownRecords = new Map<ShimRoute<never>, Records>(made);

    const jobs: (() => Promise<void>)[] = [];
    for (const route of SHIM_TABLE) {
      const probe = probes.get(route)!;
      const { module, session } = actingSession(route);
      const own = ownRecords.get(route) ?? home;
      const path = pathFor(route, module, own);
      const run = (what: string, requestPath: string, init: Omit<TestRequestInit, "method"> = {}) =>
        jobs.push(async () => check(route, what, await send(route, requestPath, { session, ...init })));

      for (const param of pathParams(route.path).filter((p) => !WORD_PARAMS[p])) {
        for (const value of JUNK_PATH_VALUES) run(`:${param} = ${value}`, pathFor(route, module, own, { [param]: value }));
      }
      if (route.method === "GET") {
        for (const [what, query] of junkQueries(probe.queryKeys.length ? probe.queryKeys : ["x"])) {
          run(`a query of ${what}`, query ? `${path}?${query}` : path);
        }
        continue;
      }
      const keys = probe.bodyKeys.length ? probe.bodyKeys : ["x"];
      for (const [what, value] of JUNK_VALUES) run(`${what} in every field`, path, { json: Object.fromEntries(keys.map((k) => [k, value])) });
      run("no fields", path, { json: {} });
      run("an array for a body", path, { json: [1, 2] });
      run("invalid JSON", path, { body: '{"a":', headers: { "content-type": "application/json" } });
      run("deeply nested JSON", path, { body: `${"[".repeat(5000)}${"]".repeat(5000)}`, headers: { "content-type": "application/json" } });
      run("form fields with a NUL", path, { form: Object.fromEntries(keys.map((k) => [k, "a\0b"])) });
      run("bracketed form fields", path, { body: keys.map((k) => `${k}[a][][b]=1`).join("&"), headers: { "content-type": "application/x-www-form-urlencoded" } });
    }
    // About 3,000 requests, eight in flight.
    await fewAtATime(jobs);
    expect(problems).toEqual([]);
  }, 120_000);
});
