import { expect, expectAccessible, test } from "./fixtures.ts";
import { newOfficeClerk } from "./pages/clerk.ts";
import { type Account, LoginPage } from "./pages/login-page.ts";
import { approvedVisa } from "./pages/payment-step.ts";
import { TerminalCartPage, TerminalOfficePage, TerminalPaymentStep, expectReceipt } from "./pages/terminal-pages.ts";
import { partialSale } from "./pages/terminal-sale.ts";

/**
 * The billing address of card sales at the terminal (the card rules of
 * docs/product/checkout-and-payments.md keep street, city and state required): what is already
 * known is filled instead of asked again. A partial authorization's second card starts with the
 * first card's address; the school's own address is one click away for a payer at the counter.
 */
let OFFICE: Account;
test.beforeAll(async ({ playwright }, info) => {
  OFFICE = await newOfficeClerk(playwright, info);
});

// The tests share this file's clerk and so one terminal cart: one after the other.
test.describe.configure({ mode: "serial", timeout: 180_000 });

test("a partial authorization's second card shows the first card's billing address already filled", async ({ page }) => {
  await new LoginPage(page).signInAndLand(OFFICE, "school");
  await new TerminalOfficePage(page).emptyCart();
  // The first card (the simulator's partial card) was given 1 Main St, Springfield, IL 62701.
  const { orderId } = await partialSale(page.request, `pat.partial.${Date.now()}@example.test`);

  await page.goto(`/school/virtual-terminal/order-summary/${orderId}`);
  await expect(page.getByTestId("amount-due")).toHaveText("$9.00", { timeout: 30_000 });
  const rest = new TerminalPaymentStep(page);
  const form = rest.form();
  await rest.chooseEntry("Manual");
  await expect(form.getByRole("textbox", { name: "Name on card", exact: true })).toHaveValue("Pat Partial");
  await expect(form.getByRole("textbox", { name: "Street", exact: true })).toHaveValue("1 Main St");
  await expect(form.getByRole("textbox", { name: "City", exact: true })).toHaveValue("Springfield");
  await expect(form.getByRole("combobox", { name: "State", exact: true })).toHaveValue("IL");
  await expect(form.getByRole("textbox", { name: "Postal code", exact: true })).toHaveValue("62701");
  await expectAccessible(page);

  // Only the card is typed: the address the first card gave is enough for the rule.
  const card = approvedVisa("Pat Partial");
  await form.getByRole("textbox", { name: "Card number", exact: true }).fill(card.number);
  await form.getByRole("combobox", { name: "Expiry month", exact: true }).selectOption(card.month);
  await form.getByRole("combobox", { name: "Expiry year", exact: true }).selectOption(card.year);
  await form.getByRole("textbox", { name: "Security code", exact: true }).fill(card.securityCode);
  await rest.placeAndConfirm("$9.00");
  await expectReceipt(page, { payer: "Pat Partial", payments: 2 });
});

test("the school's own address is one click for a card payer at the counter", async ({ page }) => {
  await new LoginPage(page).signInAndLand(OFFICE, "school");
  const office = new TerminalOfficePage(page);
  await office.emptyCart();
  await office.goto();
  await office.addItem("Chemistry Lab Fee");
  await office.openCart();
  await new TerminalCartPage(page).checkOut();

  const payment = new TerminalPaymentStep(page);
  const form = payment.form();
  await payment.chooseEntry("Manual");
  await expect(form.getByTestId("counter-address")).toHaveText("1200 Lincoln Avenue, Springfield, IL 62704");
  await form.getByRole("button", { name: "Use the school's address" }).click();
  await expect(form.getByRole("textbox", { name: "Street", exact: true })).toHaveValue("1200 Lincoln Avenue");
  await expect(form.getByRole("textbox", { name: "City", exact: true })).toHaveValue("Springfield");
  await expect(form.getByRole("combobox", { name: "State", exact: true })).toHaveValue("IL");
  await expect(form.getByRole("textbox", { name: "Postal code", exact: true })).toHaveValue("62704");
  await expectAccessible(page);

  const card = approvedVisa("Connie Counter");
  await form.getByRole("textbox", { name: "Name on card", exact: true }).fill(card.name);
  await form.getByRole("textbox", { name: "Card number", exact: true }).fill(card.number);
  await form.getByRole("combobox", { name: "Expiry month", exact: true }).selectOption(card.month);
  await form.getByRole("combobox", { name: "Expiry year", exact: true }).selectOption(card.year);
  await form.getByRole("textbox", { name: "Security code", exact: true }).fill(card.securityCode);
  await payment.placeAndConfirm("$25.00");
  await expectReceipt(page, { payer: "Connie Counter", payments: 1 });
  await expect(page.getByTestId("receipt")).toContainText("1200 Lincoln Avenue");
});
