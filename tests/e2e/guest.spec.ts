import pg from "pg";
import { e2eDatabaseUrl } from "./e2e-database.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { PaymentStep, approvedVisa } from "./pages/payment-step.ts";

/** The seed's guest-checkout-only item (disable_guest 2): $35.00 with a suggested convenience fee. */
const BOOTH = { code: "LHS-FAIR-2026", title: "Community Craft Fair Booth" };

// Long walks through several pages on a shared machine: three minutes each, as the builder's.
test.describe.configure({ timeout: 180_000 });

test("a guest pays from a pay link and ends on the receipt", async ({ page }) => {
  await page.goto(`/pay/for/booth/${BOOTH.code}`);
  await expect(page.getByRole("heading", { name: BOOTH.title, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("pay-price")).toHaveText("$35.00");

  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/checkout$/, { timeout: 30_000 });
  await expect(page.getByTestId("cart-line").filter({ hasText: BOOTH.title })).toBeVisible();
  // The convenience fee is on screen before the payer confirms.
  const payment = new PaymentStep(page);
  await expect(payment.fee()).toHaveText(/^\$\d+\.\d\d$/);
  const total = (await page.getByTestId("place-order").textContent())?.match(/\$[\d,]+\.\d\d/)?.[0];
  expect(total).toBeDefined();

  await payment.typeCard(approvedVisa("Casey Vendor"));
  const review = await payment.placeOrder(total!);
  await expectAccessible(page);
  await payment.confirm(review, total!);

  await expect(page).toHaveURL(/\/pay\/success\/\d+\/[^/]+$/, { timeout: 30_000 });
  await expect(page.getByTestId("payment-received")).toBeVisible();
  await expect(page.getByRole("main").getByText(BOOTH.title).first()).toBeVisible();
  await expect(page.getByRole("main").getByText(total!).first()).toBeVisible();

  // The receipt's address is the guest's way back to it; the emptied cart has nothing left to pay.
  await page.reload();
  await expect(page.getByRole("main").getByText(BOOTH.title).first()).toBeVisible();
  await page.goto("/pay/checkout");
  await expect(page.getByTestId("cart-empty")).toBeVisible();
});

/** A card number the gateway simulator declines (docs/product/checkout-and-payments.md). */
const DECLINED = "4000000000000002";

/**
 * Every browser test comes from one address, and a guest's decline makes that address answer the
 * security check for an hour: the counts this test leaves are removed, so guests paying in later
 * tests are not asked for it.
 */
async function forgetCardDeclines(): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query("DELETE FROM rate_limits WHERE key LIKE 'card-decline:%' OR key LIKE 'card-captcha:%'");
  } finally {
    await client.end();
  }
}

test("after a declined card a guest answers the security check, and the next card goes through", async ({ page }) => {
  try {
    await page.goto(`/pay/for/booth/${BOOTH.code}`);
    await expect(page.getByRole("heading", { name: BOOTH.title, level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Continue to checkout" }).click();
    await expect(page).toHaveURL(/\/pay\/checkout$/, { timeout: 30_000 });
    const payment = new PaymentStep(page);
    const total = (await page.getByTestId("place-order").textContent())?.match(/\$[\d,]+\.\d\d/)?.[0];
    expect(total).toBeDefined();
    // No security check before anything was declined.
    await expect(payment.captcha()).toHaveCount(0);

    await payment.typeCard({ ...approvedVisa("Dee Cline"), number: DECLINED });
    await payment.placeAndConfirm(total!);
    await expect(payment.failure()).toContainText("The transaction was declined. Please try again.", { timeout: 30_000 });

    // The check appears in the form, labelled, and solves itself in the browser.
    await expect(payment.captcha()).toBeVisible();
    await expect(payment.captcha().getByText("Security check")).toBeVisible();
    await payment.waitForCaptcha();
    await expectAccessible(page);

    await payment.typeCard(approvedVisa("Dee Cline"));
    await payment.placeAndConfirm(total!);
    await expect(page).toHaveURL(/\/pay\/success\/\d+\/[^/]+$/, { timeout: 30_000 });
    await expect(page.getByTestId("payment-received")).toBeVisible();
  } finally {
    await forgetCardDeclines();
  }
});
