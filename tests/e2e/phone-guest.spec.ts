import { expect, expectAccessible, test } from "./fixtures.ts";
import { ReceiptAfterPaying } from "./pages/parent-home-page.ts";
import { PaymentStep, approvedVisa } from "./pages/payment-step.ts";
import { PHONE_VIEWPORT, PhoneScreen } from "./pages/phone-screen.ts";

/** The seed's guest-checkout-only item (disable_guest 2): $35.00 with a suggested convenience fee. */
const BOOTH = { code: "LHS-FAIR-2026", title: "Community Craft Fair Booth" };
const GUEST_EMAIL = "casey.phone@example.test";

test.use({ viewport: PHONE_VIEWPORT });
// A walk through three pages on a shared machine, checking each one's layout.
test.describe.configure({ timeout: 180_000 });

test("on a phone a guest pays from a pay link and reads the receipt: nothing wider than the screen, every price and button in sight", async ({ page }) => {
  const phone = new PhoneScreen(page);
  const main = page.getByRole("main");

  // The pay link: the item, its price and the way to checkout.
  await page.goto(`/pay/for/booth/${BOOTH.code}`);
  await expect(page.getByRole("heading", { name: BOOTH.title, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("pay-price")).toHaveText("$35.00");
  // The item's name, price and purpose: its code is for staff screens.
  await expect(main).not.toContainText(BOOTH.code);
  await phone.expectNothingWider();
  await phone.expectEachShown(page.getByTestId("pay-price"), "the price");
  await phone.expectButtonsShown(main);
  await page.getByRole("button", { name: "Continue to checkout" }).click();

  // Checkout: the line's price and total whole (no "$3" for "$35.00"), the card form at full width.
  await expect(page).toHaveURL(/\/pay\/checkout$/, { timeout: 30_000 });
  const line = page.getByTestId("cart-line").filter({ hasText: BOOTH.title });
  await expect(line).toBeVisible();
  await expect(line).toContainText("$35.00");
  const payment = new PaymentStep(page);
  await expect(payment.fee()).toHaveText(/^\$\d+\.\d\d$/);
  await phone.expectNothingWider();
  await phone.expectEachShown(line, "the cart line");
  await phone.expectEachShown(page.getByTestId("payment-total"), "the total");
  await phone.expectEachShown(payment.form().getByRole("combobox"), "selects");
  for (const name of ["Expiry month", "Expiry year", "State"]) {
    const box = await payment.form().getByRole("combobox", { name, exact: true }).boundingBox();
    expect(box!.width, `${name} takes the form's width`).toBeGreaterThan(PHONE_VIEWPORT.width * 0.75);
  }
  await phone.expectButtonsShown(main);
  const total = (await page.getByTestId("payment-total").textContent())!.trim();

  await payment.typeCard(approvedVisa("Casey Phone"));
  await payment.form().getByRole("checkbox", { name: "E-mail a receipt" }).check();
  await payment.form().getByLabel("Receipt e-mail address").fill(GUEST_EMAIL);
  const review = await payment.placeOrder(total);
  await phone.expectButtonsShown(review);
  await payment.confirm(review, total);

  // The receipt: every line and sum in sight; it says where it was e-mailed.
  await expect(page).toHaveURL(/\/pay\/success\/\d+\/[^/]+$/, { timeout: 30_000 });
  await expect(page.getByTestId("payment-received")).toBeVisible();
  const receipt = new ReceiptAfterPaying(page);
  await expect(receipt.emailed()).toContainText(`We e-mailed this receipt to ${GUEST_EMAIL}.`);
  await expect(receipt.lines()).toHaveCount(1);
  await expect(receipt.lines()).toContainText([BOOTH.title]);
  await expect(main).not.toContainText(BOOTH.code);
  await phone.expectNothingWider();
  await phone.expectEachShown(receipt.lines(), "receipt lines");
  await phone.expectEachShown(page.getByTestId("receipt-total"), "the receipt's total");
  await phone.expectButtonsShown(main);
  await expectAccessible(page);
});
