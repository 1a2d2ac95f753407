import { demoAccount } from "@paydesk/tests/demo-accounts";
import { expect, type Locator, type Page } from "@playwright/test";
import { signedInRequest, trpcCall, type RequestContexts } from "./trpc-call.ts";

/** `/{module}/series` and `/{module}/series/{id}`: the recurring series list, one series, Stop. */
export class SeriesPages {
  constructor(private readonly page: Page) {}

  async gotoList(module: string): Promise<void> {
    await this.page.goto(`/${module}/series`);
    const title = module === "parent" ? "Recurring payments" : "Recurring series";
    await expect(this.page.getByRole("heading", { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
  }

  rows(): Locator {
    return this.page.getByTestId("series-row");
  }

  /** The list's row of series `seriesId` (its link leads to the series). */
  row(seriesId: number): Locator {
    return this.rows().filter({ has: this.page.locator(`a[href$="/series/${seriesId}"]`) });
  }

  /** Opens series `seriesId` from its row of the list. */
  async open(seriesId: number): Promise<void> {
    const link = this.row(seriesId).getByRole("link").first();
    const title = (await link.textContent())!.trim();
    await link.click();
    await expect(this.page.getByRole("heading", { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
  }

  /** Opens the first series of the list whose row shows `status`; answers its title. */
  async openFirst(status: string): Promise<string> {
    const row = this.rows().filter({ hasText: status }).first();
    const link = row.getByRole("link").first();
    const title = (await link.textContent())!.trim();
    await link.click();
    await expect(this.page.getByRole("heading", { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
    return title;
  }

  occurrences(table: "Charges made" | "Charges to come"): Locator {
    return this.page.getByRole("table", { name: table }).getByTestId("series-occurrence");
  }

  stopButton(): Locator {
    return this.page.getByRole("button", { name: "Stop series" });
  }

  /** Stop, through the confirmation dialog. */
  async stop(): Promise<Locator> {
    await this.stopButton().click();
    const dialog = this.page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    return dialog;
  }
}

/**
 * The demo parent buys the demo school's Monthly Lunch Plan (a recurring item of grades 9 and 10)
 * for Jamie Parker (grade 10) by card, through the documented calls a parent's browser makes: the
 * line put in the cart, then paid. The purchase starts a recurring series of the parent's own, so
 * a test may stop it and leave the demo data's series as it was. Answers the new series' id.
 */
export async function parentBuysLunchPlan(playwright: RequestContexts, baseURL: string): Promise<number> {
  const parent = demoAccount("parent");
  const request = await signedInRequest(playwright, baseURL, parent);
  try {
    const students = await trpcCall<{ studentId: number; externalId: string }[]>(request, "parent.students", undefined, "GET");
    const jamie = students.find((student) => student.externalId === "LHS-1001");
    if (!jamie) throw new Error("the demo parent has no student LHS-1001 (Jamie Parker)");
    const listed = await request.post(`/parent/items/for/${jamie.studentId}?data_only=true&concrete_only=yes`);
    expect(listed.status(), await listed.text()).toBe(200);
    const lunch = ((await listed.json()).items as { item_id: number; code: string }[]).find((item) => item.code === "LHS-LUNCH-2026");
    if (!lunch) throw new Error("the Monthly Lunch Plan (LHS-LUNCH-2026) is not offered for Jamie Parker");
    const put = await request.put(`/pay/put/${lunch.item_id}`, { data: { student_id: jamie.studentId } });
    expect(put.status(), await put.text()).toBe(200);
    const lineId = (await put.json()).line_id as number;
    // This line alone: other tests fill and pay the demo parent's cart meanwhile.
    const paid = await request.post("/pay/process/go", {
      data: {
        items: [lineId],
        payment_method: "card",
        name: `${parent.firstName} ${parent.lastName}`,
        email: parent.email,
        street: "1 Main St",
        city: "Springfield",
        state: "IL",
        country: "USA",
        postal_code: "62701",
        cc_pan: "4111111111111111",
        cc_month: "12",
        cc_year: "2030",
        cc_cv: "123",
        idempotency_key: `e2e-lunch-plan-${Date.now()}-${Math.random()}`,
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const orderId = (await paid.json()).order_id as number;
    const list = await request.get("/parent/series/list");
    expect(list.status(), await list.text()).toBe(200);
    const started = ((await list.json()).series as { series_id: number; order_id: number }[]).find((series) => series.order_id === orderId);
    if (!started) throw new Error(`order ${orderId} of the Monthly Lunch Plan started no series the parent can list`);
    return started.series_id;
  } finally {
    await request.dispose();
  }
}
