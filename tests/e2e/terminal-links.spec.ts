import { demoAccount } from "@paydesk/tests/demo-accounts";
import { expect, test } from "./fixtures.ts";
import { newOfficeClerk } from "./pages/clerk.ts";
import { type Account, LoginPage } from "./pages/login-page.ts";
import { ReceiptPage } from "./pages/receipt-page.ts";
import { TerminalCartPage, TerminalOfficePage } from "./pages/terminal-pages.ts";
import { checkSale, partialSale } from "./pages/terminal-sale.ts";

/**
 * The screens of docs/product/terminal.md reached by a link from where a person looks for them: an order's
 * receipt from its transaction (the terminal's print page; control's receipt page), the payment
 * confirmation (/school/vtpay/confirm) from a paid order's summary, the terminal's message page
 * (/{module}/vtpay) after emptying the cart, and the events' message page (/{module}/items/events)
 * after saving an event's tickets.
 */
let OFFICE: Account;
test.beforeAll(async ({ playwright }, info) => {
  OFFICE = await newOfficeClerk(playwright, info);
});
const SCHOOL = demoAccount("school");
const CONTROL = demoAccount("control");

// The tests share this file's clerk and so one terminal cart: one after the other.
test.describe.configure({ mode: "serial", timeout: 180_000 });

test("a transaction links to its printable receipt, at the school and in the control area", async ({ page, browser }) => {
  await new LoginPage(page).signInAndLand(SCHOOL, "school");
  const { orderId } = await checkSale(page.request, String(3000 + Math.floor(Math.random() * 2000)), "Rita Receipt");
  await page.goto(`/school/reports/txn/${orderId}`);
  await page.getByRole("link", { name: "Receipt" }).click();
  await expect(page).toHaveURL(new RegExp(`/school/virtual-terminal/print-receipt/${orderId}$`));
  await new ReceiptPage(page).expectLoaded(orderId);

  const control = await browser.newContext();
  try {
    const controlPage = await control.newPage();
    await new LoginPage(controlPage).signInAndLand(CONTROL, "control");
    await controlPage.goto(`/control/reports/txn/${orderId}`);
    await controlPage.getByRole("link", { name: "Receipt" }).click();
    await expect(controlPage).toHaveURL(new RegExp(`/control/receipt/${orderId}$`));
    await new ReceiptPage(controlPage).expectLoaded(orderId);
  } finally {
    await control.close();
  }
});

test("a paid order's summary links to the payment confirmation (/school/vtpay/confirm)", async ({ page }) => {
  await new LoginPage(page).signInAndLand(OFFICE, "school");
  const { orderId } = await partialSale(page.request, `vic.confirm.${Date.now()}@example.test`);
  const rest = await page.request.post(`/school/virtual-terminal/order-summary/${orderId}`, {
    data: { payee: "", amount: "9.00", payment_method: "cash", name: "Vic Confirm", postal_code: "62701", idempotency_key: `e2e-confirm-${orderId}` },
  });
  expect(rest.status()).toBe(200);
  await page.goto(`/school/virtual-terminal/order-summary/${orderId}`);
  await expect(page.getByTestId("paid-in-full")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: "See the receipt" }).click();
  await expect(page).toHaveURL(new RegExp(`/school/vtpay/confirm\\?order_id=${orderId}$`));
  await new ReceiptPage(page).expectLoaded(orderId);
});

test("emptying the terminal cart ends on the terminal's message page (/school/vtpay), its way back focused", async ({ page }) => {
  await new LoginPage(page).signInAndLand(OFFICE, "school");
  const office = new TerminalOfficePage(page);
  await office.emptyCart();
  await office.goto();
  await office.addItem("Chemistry Lab Fee");
  await office.openCart();
  await expect(new TerminalCartPage(page).lines()).toHaveCount(1);
  await page.getByRole("button", { name: "Empty the cart" }).click();
  await expect(page).toHaveURL(/\/school\/vtpay\?success=/);
  await expect(page.getByTestId("flash-message")).toHaveText("The cart is empty.");
  const back = page.getByRole("link", { name: "Back to the terminal" });
  await expect(back).toBeFocused();
  await back.click();
  await expect(page.getByRole("heading", { name: "Virtual terminal", level: 1 })).toBeVisible();
});
