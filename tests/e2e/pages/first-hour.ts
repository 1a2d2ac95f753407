import { expect, type APIRequestContext, type Download, type Locator, type Page } from "@playwright/test";
import { isSettled } from "@paydesk/domain";

/** The service-alert banner above staff pages: one compact row per alert. */
export class AlertBanner {
  constructor(private readonly page: Page) {}

  region(): Locator {
    return this.page.getByRole("region", { name: "Service alerts" });
  }

  alert(title: string): Locator {
    return this.region().getByRole("note", { name: title });
  }

  /** Opens or closes an alert's row (its title and the start of its message). */
  toggle(title: string): Locator {
    return this.alert(title).getByTestId("service-alert-toggle");
  }

  details(title: string): Locator {
    return this.alert(title).getByTestId("service-alert-details");
  }

  dismiss(title: string): Locator {
    return this.page.getByRole("button", { name: `Dismiss: ${title}` });
  }
}

/** The upload wizard's first step: the template and the column guide. */
export class UploadGuide {
  constructor(private readonly page: Page) {}

  async downloadTemplate(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.page.getByRole("button", { name: "Download a template" }).click();
    return download;
  }

  async open(): Promise<Locator> {
    await this.page.getByRole("button", { name: "Show the column guide" }).click();
    const table = this.page.getByRole("table", { name: "Column guide" });
    await expect(table).toBeVisible();
    return table;
  }

  row(table: Locator, label: string): Locator {
    return table.getByRole("row").filter({ has: this.page.getByRole("cell", { name: label, exact: true }) });
  }
}

/**
 * A seeded order of the signed-in staff's company with a card payment not yet settled (taken
 * since the last nightly batch), which can only be voided. The transactions list gives the newest
 * card orders; those not settled are asked of `refunds.forOrder`, oldest first, so a seeded order
 * comes before any a test made since (another test may be voiding its own).
 */
export async function unsettledCardOrder(request: APIRequestContext, module: string): Promise<{ orderId: number; paymentId: number }> {
  // The API's transformer (superjson) wraps plain JSON in `json` both ways.
  const query = async <T>(procedure: string, input: object): Promise<T | null> => {
    const res = await request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`);
    return res.status() === 200 ? ((await res.json()).result.data.json as T) : null;
  };
  const list = await query<{ rows: { orderId: number; createdAt: string }[] }>("transactions.list", { module, methods: ["CARD"], pageSize: 200 });
  const now = new Date();
  const unsettled = (list?.rows ?? []).filter((row) => !isSettled(new Date(row.createdAt), now)).reverse();
  for (const { orderId } of unsettled) {
    const answer = await query<{ mayRefund: boolean; payments: { paymentId: number; method: string; option: { action: string } }[] }>(
      "refunds.forOrder",
      { module, orderId },
    );
    const payment = answer?.payments.find((p) => p.method === "CARD" && p.option.action === "void");
    if (answer?.mayRefund && payment) return { orderId, paymentId: payment.paymentId };
  }
  throw new Error("no seeded order with an unsettled card payment");
}
