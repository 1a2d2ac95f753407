import { describe, expect, it } from "vitest";
import { demoStudents } from "./demo-data.ts";
import { DEMO_CATALOGUE } from "./demo-items.ts";
import { DEMO_ORDER_DAYS, DEMO_PARTIAL_ORDER_PAYER, planDemoOrders } from "./demo-orders.ts";
import { createPrng } from "./prng.ts";
import { demoAccount } from "@paydesk/tests/demo-accounts";

const plan = planDemoOrders();
const lines = plan.orders.flatMap((order) => order.lines.map((line) => ({ order, line })));
const linesOf = (code: string) => lines.filter(({ line }) => line.itemCode === code);

describe("createPrng", () => {
  it("repeats its sequence for a seed and differs between seeds", () => {
    const run = (seed: number) => Array.from({ length: 5 }, createPrng(seed).next);
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
  });

  it("keeps int() inside its bounds and reaches both ends", () => {
    const rng = createPrng(1);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(2, 5)));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });
});

describe("the demo order plan", () => {
  it("is the same on every call", () => {
    expect(planDemoOrders()).toEqual(plan);
  });

  it("falls on the last 90 days, oldest first", () => {
    const minutes = plan.orders.map((o) => o.minutesAgo);
    expect(Math.max(...minutes)).toBeLessThan(DEMO_ORDER_DAYS * 1440);
    expect(Math.min(...minutes)).toBeGreaterThan(0);
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
  });

  it("is mostly paid, with a few partial authorizations (half, rounded down) and refunds", () => {
    const count = (status: string) => plan.orders.filter((o) => o.status === status).length;
    expect(count("PAID") / plan.orders.length).toBeGreaterThan(0.8);
    expect(count("PARTIAL")).toBeGreaterThan(0);
    expect(count("REFUNDED")).toBeGreaterThan(0);
    for (const order of plan.orders) {
      const expected = { PAID: order.totalCents, PARTIAL: Math.floor(order.totalCents / 2), REFUNDED: 0, VOID: 0 }[
        order.status
      ];
      expect(order.paidCents).toBe(expected);
      expect(order.totalCents).toBe(order.lines.reduce((sum, l) => sum + l.totalCents, 0));
    }
  });

  it("charges fixed fees per ticket and Lincoln's 8.25 % tax on uniforms", () => {
    expect(linesOf("LHS-MUSICAL-2026").length).toBeGreaterThan(0);
    for (const { line } of linesOf("LHS-MUSICAL-2026")) {
      expect(line).toMatchObject({
        amountCents: 1200,
        feeCents: 100 * line.quantity,
        taxCents: 0,
        totalCents: 1300 * line.quantity,
      });
    }
    for (const { line } of linesOf("LHS-SHIRT-2026")) {
      // 1500 × 8.25 % = 123.75 cents per shirt, rounded half up once for the line.
      expect(line.taxCents).toBe(Math.round((1500 * line.quantity * 825) / 10_000));
      expect(line.totalCents).toBe(1500 * line.quantity + line.taxCents);
    }
  });

  it("adds the vendor's flat default item fee to items without a fee, shipping once per line", () => {
    const tees = linesOf("CSW-TEE-01");
    expect(tees.length).toBeGreaterThan(0);
    for (const { line } of tees) {
      expect(line.shippingCents).toBe(500);
      expect(line.feeCents).toBe(100);
      expect(line.totalCents).toBe(line.amountCents * line.quantity + line.taxCents + 500 + 100);
    }
  });

  it("sells only active items; hidden ones at the terminal, guest-only ones online without a student", () => {
    const unsellable = new Set(DEMO_CATALOGUE.filter((i) => i.state === "draft" || i.state === "trash").map((i) => i.code));
    expect(lines.filter(({ line }) => unsellable.has(line.itemCode))).toEqual([]);
    for (const item of DEMO_CATALOGUE.filter((i) => i.state === "hidden")) {
      for (const { order } of linesOf(item.code)) expect(order.source).toBe("TERMINAL");
    }
    const guest = linesOf("LHS-FAIR-2026");
    expect(guest.length).toBeGreaterThan(0);
    for (const { order, line } of guest) expect([order.source, line.studentExternalId]).toEqual(["ONLINE", null]);
  });

  it("gives every active or hidden item some orders", () => {
    const sellable = DEMO_CATALOGUE.filter((i) => i.state === "active" || i.state === "hidden");
    expect(sellable.filter((item) => linesOf(item.code).length === 0).map((i) => i.code)).toEqual([]);
  });

  it("pays for targeted students only: the lunch plan for grades 9 and 10, the instrument rental for its two students", () => {
    const grade = new Map(demoStudents().map((s) => [s.externalId, s.grade]));
    const lunch = linesOf("LHS-LUNCH-2026");
    expect(lunch.length).toBeGreaterThan(0);
    for (const { line } of lunch) expect(["9", "10"]).toContain(grade.get(line.studentExternalId!));
    for (const { line } of linesOf("LHS-BAND-2026")) expect(["LHS-1001", "LHS-2003"]).toContain(line.studentExternalId);
  });

  it("names the demo parent as the payer for the demo parent's children", () => {
    const parkers = lines.filter(
      ({ order, line }) => order.lines[0] === line && ["LHS-1001", "LHS-1002"].includes(line.studentExternalId ?? ""),
    );
    expect(parkers.length).toBeGreaterThan(0);
    for (const { order } of parkers) expect(order.payerName).toBe("Pat Parker");
  });

  it("has a recent partial authorization at Lincoln's terminal, half paid, for a student", () => {
    const recent = plan.orders.filter((o) => o.payerName === DEMO_PARTIAL_ORDER_PAYER.name);
    expect(recent).toHaveLength(1);
    expect(recent[0]).toMatchObject({ company: "lincoln", source: "TERMINAL", status: "PARTIAL", minutesAgo: 45, inOpenBatch: true, takenByEmail: demoAccount("office").email });
    expect(recent[0]!.paidCents).toBe(Math.floor(recent[0]!.totalCents / 2));
    expect(recent[0]!.lines[0]).toMatchObject({ itemCode: "LHS-SHIRT-2026", quantity: 2, amountCents: 1500 });
    expect(recent[0]!.lines[0]!.studentExternalId).not.toBeNull();
  });

  it("names the demo parent as the account that paid online, and the office staff at Lincoln's terminal", () => {
    for (const order of plan.orders) {
      expect(order.payerUserEmail).toBe(order.source === "ONLINE" && order.payerEmail === demoAccount("parent").email ? demoAccount("parent").email : null);
      if (order.source === "TERMINAL" && order.company === "lincoln") expect(order.takenByEmail).toBe(demoAccount("office").email);
      if (order.source === "ONLINE") expect(order.takenByEmail).toBeNull();
    }
    expect(plan.orders.filter((o) => o.payerUserEmail).length).toBeGreaterThan(0);
  });

  it("counts units sold from paid and partially paid orders", () => {
    const sold = new Map<string, number>();
    for (const { order, line } of lines) {
      if (order.status !== "REFUNDED") sold.set(line.itemCode, (sold.get(line.itemCode) ?? 0) + line.quantity);
    }
    expect(plan.soldByCode).toEqual(sold);
  });
});
