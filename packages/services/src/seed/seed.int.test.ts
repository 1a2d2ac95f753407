import { createDb, type Db, migrateDeploy, startEmbeddedPostgres } from "@paydesk/db";
import { BUILT_IN_ROLES, type DisableGuest, checkItemReadiness, payForItemPath } from "@paydesk/domain";
import { createTestContext, describeDb } from "@paydesk/tests/harness";
import { expect, it } from "vitest";
import { alertMessages } from "../alerts/messages.ts";
import { loadActor } from "../auth/actor.ts";
import { goLiveChecklistFor } from "../golive/checklist.ts";
import { runMonitor } from "../monitors/run.ts";
import { login } from "../auth/login.ts";
import { amountTypeMap, customFieldTypeMap, feeTypeMap } from "../items/mapping.ts";
import { DEMO_COMPANIES, DEMO_ITEMS, DEMO_USERS } from "./demo-data.ts";
import { DEMO_CATALOGUE } from "./demo-items.ts";
import { DEMO_PARTIAL_ORDER_PAYER, planDemoOrders } from "./demo-orders.ts";
import { isSeeded, seedDemoData } from "./seed.ts";
import { DEMO_SCHEDULED_POST } from "./seed-promotions.ts";
import { demoAccount } from "@paydesk/tests/demo-accounts";

const DAY_MS = 86_400_000;
const DEMO_CODES = [...DEMO_ITEMS.map((i) => i.code), ...DEMO_CATALOGUE.map((i) => i.code)];
const DEMO_COMPANY_NAMES = DEMO_COMPANIES.map((c) => c.name);

/** The list's states (docs/product/items-and-fees.md): hidden is active but not visible. */
function stateOf(item: { status: string; visible: boolean }): string {
  if (item.status !== "ACTIVE") return item.status.toLowerCase();
  return item.visible ? "active" : "hidden";
}

/**
 * What a fresh seed wrote, without ids or dates (they differ between databases and start
 * times). Orders after the seed's audit event belong to other tests and are left out.
 */
async function fingerprint(db: Db) {
  const seeded = await db.auditEvent.findFirstOrThrow({ where: { action: "seed.demo_data" } });
  const items = await db.item.findMany({
    where: { code: { in: DEMO_CODES } },
    orderBy: { id: "asc" },
    select: {
      code: true,
      title: true,
      type: true,
      status: true,
      visible: true,
      amountCents: true,
      quantitySold: true,
      quantityAvailable: true,
    },
  });
  const orders = await db.order.findMany({
    // The SIS demo's paid external fees (seed-sis.ts, checked on their own) are not in the order plan.
    where: { createdAt: { lt: seeded.createdAt }, company: { name: { in: DEMO_COMPANY_NAMES } }, postbacks: { none: {} } },
    orderBy: { id: "asc" },
    select: {
      company: { select: { name: true } },
      source: true,
      status: true,
      payerName: true,
      totalCents: true,
      paidCents: true,
      payerStreet: true,
      payments: { orderBy: { id: "asc" }, select: { method: true, amountCents: true, cardBrand: true, cardLast4: true, checkNumber: true, ledger: { orderBy: { id: "asc" }, select: { kind: true, amountCents: true } } } },
      lines: {
        orderBy: { id: "asc" },
        select: { item: { select: { code: true } }, student: { select: { externalId: true } }, quantity: true, totalCents: true },
      },
    },
  });
  return { items, orders };
}

/** What the demo data promises (docs/product/demo-and-production.md). Read-only: no account is changed. */
describeDb("demo data", (t) => {
  it("is written once", async () => {
    expect(await isSeeded(t.db)).toBe(true);
    for (const { email } of DEMO_USERS) {
      expect(await t.db.user.count({ where: { emailNormalized: email } })).toBe(1);
    }
  });

  it.each(DEMO_USERS.map((u) => [u.email, u.password, u.applications[0]!.toLowerCase()] as const))(
    "signs %s in with the documented password %s",
    async (email, password, module) => {
      const result = await login(createTestContext(t.db, null), { email, password });
      expect(result.module).toBe(module);
    },
  );

  it("has the four built-in roles as ids 1-4", async () => {
    const roles = await t.db.role.findMany({ where: { id: { lte: 4 } }, orderBy: { id: "asc" } });
    expect(roles.map((r) => [r.id, r.name, r.isBuiltIn])).toEqual(BUILT_IN_ROLES.map((r) => [r.id, r.name, true]));
  });

  it("puts at least two schools in the district, Lincoln High among them", async () => {
    const district = await t.db.company.findFirstOrThrow({ where: { name: "Springfield School District" } });
    const schools = await t.db.company.findMany({ where: { parentId: district.id, kind: "SCHOOL" } });
    expect(schools.length).toBeGreaterThanOrEqual(2);
    expect(schools.map((s) => s.name)).toContain("Lincoln High School");
    for (const school of schools) expect(school.path.startsWith(district.path)).toBe(true);
  });

  it("gives the school admin the master role at Lincoln High, and office staff a role without settings", async () => {
    const lincoln = await t.db.company.findFirstOrThrow({ where: { name: "Lincoln High School" } });
    const school = await t.db.user.findUniqueOrThrow({
      where: { emailNormalized: demoAccount("school").email },
      include: { roles: true },
    });
    expect(school.companyId).toBe(lincoln.id);
    expect(school.roles.map((r) => r.roleId)).toEqual([1]);
    const office = (await loadActor(
      t.db,
      (await t.db.user.findUniqueOrThrow({ where: { emailNormalized: demoAccount("office").email } })).id,
    ))!;
    expect(office.companyId).toBe(lincoln.id);
    expect(office.permissions.has("terminal.manage")).toBe(true);
    expect(office.permissions.has("items.manage")).toBe(true);
    expect(office.permissions.has("settings.view")).toBe(false);
  });

  it("restricts the athletics role to its category", async () => {
    const coach = await t.db.user.findUniqueOrThrow({ where: { emailNormalized: demoAccount("coach").email } });
    const athletics = await t.db.category.findFirstOrThrow({ where: { name: "Athletics", companyId: coach.companyId } });
    const actor = (await loadActor(t.db, coach.id))!;
    expect(actor.categoryIds).toEqual(new Set([athletics.id]));
  });

  it("links the demo parent to two students at Lincoln High", async () => {
    const parent = await t.db.user.findUniqueOrThrow({
      where: { emailNormalized: demoAccount("parent").email },
      include: { children: { include: { student: { include: { company: true } } } } },
    });
    expect(parent.children).toHaveLength(2);
    for (const { student } of parent.children) expect(student.company.name).toBe("Lincoln High School");
  });

  it("keeps the chart of accounts per payee, with every item booked to accounts of its own payee", async () => {
    const football = await t.db.item.findUniqueOrThrow({
      where: { code: "LHS-FB-2026" },
      include: { settlementAccount: true, coa: { include: { payee: true } }, subCoa: true },
    });
    expect([football.coa?.number, football.coa?.payee.name, football.subCoa?.number, football.subCoa?.kind]).toEqual([
      "4100",
      "Lincoln High Athletics",
      "01",
      "SUB",
    ]);
    const district = await t.db.settlementAccount.findFirstOrThrow({
      where: { name: "Springfield District Office" },
      include: { chartAccounts: { orderBy: { number: "asc" } } },
    });
    expect(district.chartAccounts.map((a) => [a.number, a.isShared])).toEqual([
      ["1000", true],
      ["1100", true],
    ]);
    // Only the seeded items: other test files share this database.
    const codes = [...DEMO_ITEMS, ...DEMO_CATALOGUE].map((i) => i.code);
    const items = await t.db.item.findMany({
      where: { code: { in: codes } },
      select: { settlementAccountId: true, coa: { select: { payeeId: true } }, subCoa: { select: { payeeId: true } } },
    });
    expect(items).toHaveLength(codes.length);
    for (const item of items) {
      if (item.coa) expect(item.coa.payeeId).toBe(item.settlementAccountId);
      if (item.subCoa) expect(item.subCoa.payeeId).toBe(item.settlementAccountId);
    }
  });

  it("has every item kind in every state at Lincoln High, and a guest-checkout-only item", async () => {
    const lincoln = await t.db.company.findFirstOrThrow({ where: { name: "Lincoln High School" } });
    const items = await t.db.item.findMany({ where: { companyId: lincoln.id, code: { in: DEMO_CODES } } });
    const seen = new Set(items.map((i) => `${i.type}/${stateOf(i)}`));
    const kinds = ["BASIC", "RECURRING", "EVENT", "MULTI", "PROMO", "BLACKBOARD"];
    const expected = kinds.flatMap((kind) => ["active", "hidden", "draft", "trash"].map((state) => `${kind}/${state}`));
    expect(expected.filter((pair) => !seen.has(pair))).toEqual([]);

    const guestOnly = items.filter((i) => i.disableGuest === 2);
    expect(guestOnly.map((i) => [i.status, i.active, i.visible, i.isDraft])).toEqual([["ACTIVE", true, false, false]]);
    // A draft is neither available nor visible (docs/product/items-and-fees.md).
    for (const draft of items.filter((i) => i.status === "DRAFT"))
      expect([draft.isDraft, draft.active, draft.visible]).toEqual([true, false, false]);
  });

  it("makes every sellable catalogue item ready, and has drafts both ready and not", async () => {
    const items = await t.db.item.findMany({
      where: { code: { in: DEMO_CATALOGUE.map((i) => i.code) } },
      include: { customFields: { orderBy: { position: "asc" } } },
    });
    const readiness = (item: (typeof items)[number]) =>
      checkItemReadiness({
        description: item.description,
        chartOfAccountsId: item.coaId,
        amountType: amountTypeMap.fromDb(item.amountType),
        amountCents: item.amountCents,
        feeType: feeTypeMap.fromDb(item.feeType),
        feeCents: item.feeCents,
        availableToUsers: item.availableToUsers,
        disableGuest: item.disableGuest as DisableGuest,
        visible: item.visible,
        customFields: item.customFields.map((f) => ({
          label: f.label,
          type: customFieldTypeMap.fromDb(f.type),
          defaultValue: f.defaultValue,
          values: f.options,
        })),
      });
    const notReady = items.filter((i) => i.status === "ACTIVE" && !readiness(i).ready);
    expect(notReady.map((i) => [i.code, readiness(i).problems])).toEqual([]);
    const drafts = items.filter((i) => i.status === "DRAFT").map((i) => readiness(i).ready);
    expect(drafts).toContain(true);
    expect(drafts).toContain(false);
  });

  it("fills each kind's own settings: recurrence, event, package of two items, data by API", async () => {
    const byCode = async (code: string) =>
      t.db.item.findUniqueOrThrow({ where: { code }, include: { recurrence: true, bundleEntries: { include: { item: true } } } });
    const lunch = await byCode("LHS-LUNCH-2026");
    expect([lunch.recurrence?.mode, lunch.recurrence?.recurringDay, lunch.recurrence?.recurControl]).toEqual([
      "DATE",
      1,
      "INDEFINITELY",
    ]);
    const recurring = await t.db.item.findMany({
      where: { code: { in: DEMO_CODES }, type: "RECURRING" },
      include: { recurrence: true },
    });
    expect(recurring.filter((i) => !i.recurrence).map((i) => i.code)).toEqual([]);
    const musical = await byCode("LHS-MUSICAL-2026");
    expect(musical.eventLocation).toBe("Lincoln High Auditorium");
    expect(musical.eventEndsAt!.getTime()).toBeGreaterThan(musical.eventStartsAt!.getTime());
    const bundle = await byCode("LHS-PE-2026");
    expect(bundle.bundleEntries.map((e) => e.item.title).sort()).toEqual(["PE Uniform Shirt", "PE Uniform Shorts"]);
    const blackboard = await t.db.item.findMany({ where: { code: { in: DEMO_CODES }, type: "BLACKBOARD" } });
    expect(blackboard.length).toBeGreaterThan(0);
    for (const item of blackboard) expect(item.pullsDataByApi).toBe(true);
  });

  it("has custom fields of every type, targets of each kind, fees of each type, tax and shipping", async () => {
    const where = { item: { code: { in: DEMO_CODES } } };
    const fieldTypes = await t.db.itemCustomField.findMany({ where, distinct: ["type"], select: { type: true } });
    expect(fieldTypes.map((f) => f.type).sort()).toEqual(["CHECKBOXES", "DROPDOWN", "HIDDENTEXT", "RADIOS", "TEXT", "TEXTAREA"]);
    const targets = await t.db.itemTarget.findMany({ where, distinct: ["kind"], select: { kind: true } });
    expect(targets.map((k) => k.kind).sort()).toEqual(["DISTRICT", "GRADE", "GROUP", "SCHOOL", "STUDENT", "TEACHER"]);
    const items = await t.db.item.findMany({ where: { code: { in: DEMO_CODES } } });
    expect([...new Set(items.map((i) => i.feeType))].sort()).toEqual(["CALCULATED", "FIXED", "NONE", "SUGGESTED"]);
    const shirt = items.find((i) => i.code === "LHS-SHIRT-2026")!;
    expect([shirt.taxEnabled, shirt.includeTax, shirt.taxRateHundredths]).toEqual([true, true, 825]);
    expect(items.some((i) => i.shippingEnabled && i.shippingCents > 0)).toBe(true);
  });

  it("gives Lincoln its default tax, companies their fee behaviours and payees their card rates", async () => {
    const companies = await t.db.company.findMany({ where: { name: { in: DEMO_COMPANY_NAMES } } });
    const lincoln = companies.find((c) => c.name === "Lincoln High School")!;
    expect([lincoln.defaultTaxHundredths, lincoln.feeBehaviour]).toEqual([825, "DEFAULT"]);
    expect(new Set(companies.map((c) => c.feeBehaviour))).toEqual(new Set(["DEFAULT", "ALWAYS_ADD_FLAT", "ABSORB"]));
    const general = await t.db.settlementAccount.findFirstOrThrow({ where: { name: "Lincoln High General Fund" } });
    expect([general.cardRateHundredths, general.cardFixedFeeCents]).toEqual([275, 25]);
  });

  it("has sold-out messages, a sold-out item, valid PNG images and student groups", async () => {
    const musical = await t.db.item.findUniqueOrThrow({ where: { code: "LHS-MUSICAL-2026" }, include: { soldOutMessage: true } });
    expect(musical.quantitySold).toBeGreaterThan(0);
    expect(musical.quantitySold).toBe(musical.quantityAvailable);
    expect(musical.soldOutMessage?.text).toBe("This item is sold out.");

    const lincoln = await t.db.company.findFirstOrThrow({ where: { name: "Lincoln High School" } });
    const images = await t.db.image.findMany({ where: { companyId: lincoln.id } });
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) {
      expect([...image.data.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(image.byteSize).toBe(image.data.length);
    }

    const groups = await t.db.studentGroup.findMany({
      where: { companyId: lincoln.id },
      include: { members: { include: { student: true } } },
    });
    const listed = groups.find((g) => !g.isSmart)!;
    expect(listed.members.length).toBeGreaterThan(0);
    for (const m of listed.members) expect(m.student.companyId).toBe(lincoln.id);
    const smart = groups.find((g) => g.isSmart)!;
    expect(smart.rules).toEqual({ grades: ["12"], schoolIds: [lincoln.id], studentIds: [] });
  });

  it("has orders over the last 90 days whose totals add up, for active items, mostly paid", async () => {
    const { orders } = await fingerprint(t.db);
    expect(orders.length).toBeGreaterThan(100);
    const seeded = await t.db.auditEvent.findFirstOrThrow({ where: { action: "seed.demo_data" } });
    const range = await t.db.order.aggregate({
      // The SIS demo's paid external fees (seed-sis.ts, checked on their own) are not in the order plan.
    where: { createdAt: { lt: seeded.createdAt }, company: { name: { in: DEMO_COMPANY_NAMES } }, postbacks: { none: {} } },
      _min: { createdAt: true },
      _count: true,
    });
    expect(range._count).toBe(orders.length);
    expect(range._min.createdAt!.getTime()).toBeGreaterThan(Date.now() - 90 * DAY_MS);
    for (const order of orders) expect(order.totalCents).toBe(order.lines.reduce((sum, l) => sum + l.totalCents, 0));
    const statuses = new Set(orders.map((o) => o.status));
    expect(statuses).toEqual(new Set(["PAID", "PARTIAL", "REFUNDED"]));
    expect(orders.filter((o) => o.status === "PAID").length / orders.length).toBeGreaterThan(0.8);
    expect(new Set(orders.map((o) => o.source))).toEqual(new Set(["TERMINAL", "ONLINE"]));

    // One snapshot for the items and their lines (Prisma reads them in two statements): other test
    // files share this database, and a sale committed between the two would look like a miscount.
    const sold = await t.db.$transaction(
      (tx) => tx.item.findMany({ where: { code: { in: DEMO_CODES } }, include: { orderLines: { include: { order: true } } } }),
      { isolationLevel: "RepeatableRead" },
    );
    for (const item of sold) {
      if (item.orderLines.length > 0) expect([item.code, item.status]).toEqual([item.code, "ACTIVE"]);
      const units = item.orderLines.filter((l) => l.order.status !== "REFUNDED").reduce((sum, l) => sum + l.quantity, 0);
      expect([item.code, item.quantitySold]).toEqual([item.code, units]);
    }
    const withStudents = orders.flatMap((o) => o.lines).filter((l) => l.student !== null);
    expect(withStudents.length).toBeGreaterThan(100);
  });

  it("paid its orders by card, cash and check, booked in the ledger, with a partial authorization still due at Lincoln", async () => {
    const seeded = await t.db.auditEvent.findFirstOrThrow({ where: { action: "seed.demo_data" } });
    const orders = await t.db.order.findMany({
      // The SIS demo's paid external fees (seed-sis.ts, checked on their own) are not in the order plan.
    where: { createdAt: { lt: seeded.createdAt }, company: { name: { in: DEMO_COMPANY_NAMES } }, postbacks: { none: {} } },
      include: { payments: { include: { ledger: true } }, lines: true, company: true, payer: true, takenBy: true },
    });
    for (const order of orders) {
      expect(order.payments.reduce((sum, p) => sum + p.amountCents, 0)).toBe(order.paidCents);
      for (const payment of order.payments) {
        expect(payment.ledger.reduce((sum, r) => sum + r.amountCents, 0)).toBe(payment.amountCents);
        for (const row of payment.ledger) {
          const line = order.lines.find((l) => l.id === row.orderLineId)!;
          expect(row.settlementAccountId).toBe(line.settlementAccountId);
        }
      }
      // Each line's total is rounded once from its parts: off by at most a cent per line.
      expect(Math.abs(order.subtotalCents + order.taxCents + order.shippingCents + order.feeCents - order.totalCents)).toBeLessThanOrEqual(order.lines.length);
      for (const line of order.lines) expect(line.title).not.toBe("");
    }
    const payments = orders.flatMap((o) => o.payments);
    expect(new Set(payments.map((p) => p.method))).toEqual(new Set(["CARD", "CASH", "CHECK"]));
    for (const card of payments.filter((p) => p.method === "CARD")) {
      expect([card.cardBrand, card.cardLast4?.length, card.gatewayToken?.startsWith("sim_tok_")]).toEqual([card.cardBrand, 4, true]);
    }
    expect(payments.filter((p) => p.method === "CHECK").every((p) => /^\d+$/.test(p.checkNumber ?? ""))).toBe(true);
    expect(orders.filter((o) => o.payments[0]?.method === "CARD").every((o) => o.payerStreet && o.payerPostalCode)).toBe(true);
    expect(orders.some((o) => o.payer?.email === demoAccount("parent").email)).toBe(true);

    const partial = orders.find((o) => o.payerName === DEMO_PARTIAL_ORDER_PAYER.name)!;
    expect(partial).toMatchObject({ status: "PARTIAL", source: "TERMINAL", company: { name: "Lincoln High School" }, takenBy: { email: demoAccount("office").email } });
    expect(partial.paidCents).toBe(Math.floor(partial.totalCents / 2));
    expect(partial.totalCents - partial.paidCents).toBeGreaterThan(0);
    expect(Date.now() - partial.createdAt.getTime()).toBeLessThan(2 * 60 * 60_000);
  });

  it("wrote exactly the planned items and orders (the plan is the same on every start)", async () => {
    const { items, orders } = await fingerprint(t.db);
    expect(items.map((i) => i.code)).toEqual(DEMO_CODES);
    const plan = planDemoOrders();
    expect(orders.map((o) => [o.company.name, o.totalCents, o.lines.map((l) => l.item.code)])).toEqual(
      plan.orders.map((o) => [
        DEMO_COMPANIES.find((c) => c.key === o.company)!.name,
        o.totalCents,
        o.lines.map((l) => l.itemCode),
      ]),
    );
  });

  it("has one active recurring series started from a card order of a recurring item, with charges to come", async () => {
    const series = await t.db.recurringSeries.findMany({
      where: { company: { name: { in: DEMO_COMPANY_NAMES } }, createdAt: { lte: (await t.db.auditEvent.findFirstOrThrow({ where: { action: "seed.demo_data" } })).createdAt } },
      include: { item: { select: { type: true } }, occurrences: { orderBy: { sequence: "asc" } } },
    });
    expect(series).toHaveLength(1);
    const [one] = series;
    expect(one).toMatchObject({ status: "ACTIVE", item: { type: "RECURRING" }, gatewayToken: expect.stringMatching(/^sim_tok_/) });
    expect(one!.remaining).toBeGreaterThan(0);
    expect(one!.occurrences[0]).toMatchObject({ sequence: 1, status: "PAID", orderId: one!.orderId });
    expect(one!.occurrences.filter((o) => o.status === "SCHEDULED")).toHaveLength(one!.remaining);
  });

  it("gives Lincoln High two SIS plugins with hidden carrier items, and a postback in every status", async () => {
    const plugins = await t.db.companySisPlugin.findMany({ where: { company: { name: "Lincoln High School" } }, select: { plugin: true, enabled: true, carrierItem: { select: { visible: true, amountType: true } } }, orderBy: { plugin: "asc" } });
    expect(plugins).toEqual([
      { plugin: "asb_works", enabled: true, carrierItem: { visible: false, amountType: "OPEN" } },
      { plugin: "synergy", enabled: true, carrierItem: { visible: false, amountType: "OPEN" } },
    ]);
    const statuses = await t.db.postback.findMany({ where: { company: { name: "Lincoln High School" } }, select: { status: true, curlLog: true } });
    expect(new Set(statuses.map((p) => p.status))).toEqual(new Set(["PENDING", "SENT", "FAILED", "MARKED"]));
    expect(statuses.every((p) => p.curlLog?.startsWith("curl -X POST"))).toBe(true);
  });

  it("has service alerts for everyone, the district and Lincoln High, and Lincoln High's go-live checklist half done", async () => {
    const school = await loadActor(t.db, (await t.db.user.findUniqueOrThrow({ where: { emailNormalized: demoAccount("school").email } })).id);
    const ctx = createTestContext(t.db, school!);
    const messages = await alertMessages(ctx);
    expect(messages.map((m) => m.title)).toEqual(expect.arrayContaining(["Scheduled maintenance on Sunday", "A few steps left before going live", "New: pay on a schedule"]));
    expect(messages.map((m) => m.title)).not.toContain("Card payments restored");
    const checklist = await goLiveChecklistFor(ctx);
    expect(checklist.steps.filter((s) => s.completed).map((s) => s.name)).toEqual(["profile", "payee", "card_payments", "active_item", "first_payment"]);
    expect(checklist.progress).toBe(55);
  });

  it("has a scheduled promotion post at Lincoln High, due in the future, linking to its item's pay-for path", async () => {
    const lincoln = await t.db.company.findFirstOrThrow({ where: { name: "Lincoln High School" } });
    const post = await t.db.promotionPost.findFirstOrThrow({ where: { companyId: lincoln.id, message: DEMO_SCHEDULED_POST.message }, include: { item: true } });
    expect({ state: post.state, channel: post.channel, code: post.item.code }).toEqual({ state: "SCHEDULED", channel: "SHORT", code: DEMO_SCHEDULED_POST.itemCode });
    expect(post.payLink).toBe(payForItemPath(post.item.slug, post.item.code));
    expect(post.scheduledAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it("has Lincoln High's support contacts and a monitor of its postbacks whose run finds the failed one", async () => {
    const lincoln = await t.db.company.findFirstOrThrow({ where: { name: "Lincoln High School" } });
    const contacts = await t.db.supportContact.findMany({ where: { companyId: lincoln.id }, orderBy: { email: "asc" } });
    expect(contacts.map((c) => c.email)).toEqual(["bookkeeper@lincoln.demo.test", "it-desk@lincoln.demo.test"]);
    const monitor = await t.db.monitor.findFirstOrThrow({ where: { companyId: lincoln.id, processPattern: "/^postbacks\\./" } });
    const ran = await runMonitor(createTestContext(t.db, null), monitor.id);
    expect(ran).toMatchObject({ error: null });
    const failed = await t.db.monitorMatch.findMany({ where: { monitorId: monitor.id, kind: "ERROR" } });
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((m) => m.process.startsWith("postbacks.") && m.text.includes("FAILED"))).toBe(true);
  });

  it.runIf(t.kind === "embedded")(
    "writes the same data into a second fresh database",
    async () => {
      const second = await startEmbeddedPostgres();
      const db = createDb(second.url, { max: 2 });
      try {
        await migrateDeploy(second.url);
        await seedDemoData(db);
        expect(await fingerprint(db)).toEqual(await fingerprint(t.db));
      } finally {
        await db.$disconnect();
        await second.stop();
      }
    },
    120_000,
  );
});
