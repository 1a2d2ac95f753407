import { demoAccount } from "@paydesk/tests/demo-accounts";
import type { Page } from "@playwright/test";
import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { ItemBuilderPage } from "./pages/item-builder-page.ts";
import { LoginPage, signIn } from "./pages/login-page.ts";
import { MakePaymentPage, ParentCartPage } from "./pages/parent-pages.ts";
import { PaymentStep, approvedVisa } from "./pages/payment-step.ts";

const PARENT = demoAccount("parent");
const SCHOOL = demoAccount("school");

// Both tests use the demo parent's one cart: they run one after the other. Long walks through
// several pages on a shared machine: three minutes each, as the builder's.
test.describe.configure({ mode: "serial", timeout: 180_000 });

/** The seed's demo parent has two students at Lincoln High (CONVENTIONS §2). */
const JAMIE = "Jamie Parker";
const RILEY = "Riley Parker";
/** Targets: the district's festival reaches every student of its schools; senior dues the Seniors group (Riley, grade 12). */
const FESTIVAL = "District Honor Band Festival";
const DUES = "Senior Class Dues";
/** Untargeted, so offered to the parent without a student; "Name on cover" is required. */
const YEARBOOK = "Yearbook Early-Bird Promo";

async function signInAsParent(page: Page): Promise<void> {
  await signIn(page, PARENT);
}

test("a parent pays for two students in one order and gets one receipt naming both", async ({ page }) => {
  await signInAsParent(page);
  const cart = new ParentCartPage(page);
  await cart.empty();

  const makePayment = new MakePaymentPage(page);
  await makePayment.goto();
  await makePayment.openStudent(JAMIE);
  await expect(makePayment.item(FESTIVAL)).toBeVisible();
  const dialog = await makePayment.startAdding(FESTIVAL);
  await expect(dialog).toContainText(JAMIE);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Add to cart" }).click();
  await expect(dialog).toBeHidden();
  await expect(makePayment.item(FESTIVAL).getByRole("button", { name: "In Cart" })).toBeDisabled();

  await makePayment.openStudent(RILEY);
  await makePayment.add(DUES);

  // An item open to every family, paid for no student, with a required custom field: left empty
  // it is outlined and refused with the spec's message (the dialog is then closed unpaid).
  await makePayment.openStudent("Other items");
  const promo = await makePayment.startAdding(YEARBOOK);
  await promo.getByRole("radio", { name: "No student (for the family)" }).check();
  await promo.getByRole("button", { name: "Add to cart" }).click();
  await expect(promo.getByTestId("purchase-error")).toHaveText(PAYMENT_MESSAGES.requiredCustomFields);
  await expect(promo.getByRole("textbox", { name: "Name on cover" })).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.press("Escape");
  await expect(promo).toBeHidden();
  await expect(page.getByTestId("view-cart")).toHaveText("Cart (2)");

  await cart.goto();
  await expect(cart.lines()).toHaveCount(2);
  await expect(cart.line(FESTIVAL)).toContainText(JAMIE);
  await expect(cart.line(DUES)).toContainText(RILEY);
  // Senior dues carry a fixed $1.50 convenience fee: shown before checkout, $15 + $75 + $1.50.
  await expect(cart.fee()).toHaveText("$1.50");
  await expect(cart.total()).toHaveText("$91.50");

  await cart.checkOut();
  const payment = new PaymentStep(page);
  await expect(payment.fee()).toHaveText("$1.50");
  await payment.typeCard(approvedVisa("Pat Parker"));
  const review = await payment.placeOrder("$91.50");
  await expectAccessible(page);
  await payment.confirm(review, "$91.50");

  await expect(page).toHaveURL(/\/parent\/success\?order_id=\d+$/, { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get("order_id");
  await expect(page.getByTestId("payment-received")).toBeVisible();
  const main = page.getByRole("main");
  for (const text of [FESTIVAL, DUES, JAMIE, RILEY, "$91.50"]) await expect(main.getByText(text).first()).toBeVisible();

  // The paid lines left the cart; the history lists the order with its receipt.
  await cart.goto();
  await expect(page.getByTestId("cart-empty")).toBeVisible();
  // The menu offers the history; the page is opened by address, because the pointer resting on a
  // clicked menu link (its hover colour) is not what the audit should judge.
  await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Payment history" })).toBeVisible();
  await page.goto("/parent/history");
  const row = page.getByTestId("history-order").filter({ hasText: `Receipt #${orderId}` });
  await expect(row).toContainText(FESTIVAL);
  await expect(row).toContainText("$91.50");
  await row.getByRole("link", { name: `Receipt #${orderId}` }).click();
  await expect(page.getByRole("heading", { name: `Receipt #${orderId}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByText(RILEY).first()).toBeVisible();
});

test("an item without guest checkout asks a visitor to sign in, then continues in the parent's cart", async ({ page, browser }) => {
  const SHIRT = { code: "LHS-SHIRT-2026", title: "PE Uniform Shirt" };
  // The seed has no item that refuses guests: the school's administrator turns guests off for one.
  const admin = await browser.newPage();
  await signIn(admin, SCHOOL);
  const listed = await admin.request.get(`/school/items/list?search=${encodeURIComponent(SHIRT.title)}`);
  const { items } = (await listed.json()) as { items: { item_id: number; item_code: string }[] };
  const shirtId = items.find((item) => item.item_code === SHIRT.code)?.item_id;
  expect(shirtId).toBeDefined();
  const builder = new ItemBuilderPage(admin);
  await builder.gotoEdit("school", shirtId!);
  await builder.radio("No guest checkout").check();
  await builder.save();
  await admin.close();

  await page.goto(`/pay/for/any-slug/${SHIRT.code}`);
  await expect(page.getByRole("heading", { name: SHIRT.title, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  const payLink = new URL(page.url()).pathname;
  await page.getByRole("link", { name: "Sign in to pay" }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await new LoginPage(page).signIn(PARENT);
  await expect(page).toHaveURL(new RegExp(`${payLink}$`));

  // Back on the link, signed in: the parent names the student and continues in their own cart.
  await page.getByRole("combobox", { name: "Student" }).click();
  await page.getByRole("option", { name: JAMIE }).click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/parent\/cart$/);
  const cart = new ParentCartPage(page);
  await expect(cart.line(SHIRT.title)).toContainText(JAMIE);
  await cart.remove(SHIRT.title);
  await expect(page.getByTestId("cart-empty")).toBeVisible();
});

test("after a partial authorization the parent pays the rest from their receipt", async ({ page }) => {
  await signInAsParent(page);
  const cart = new ParentCartPage(page);
  await cart.empty();
  const makePayment = new MakePaymentPage(page);
  await makePayment.goto();
  await makePayment.openStudent(JAMIE);
  await makePayment.add(FESTIVAL);
  await cart.goto();
  await expect(cart.total()).toHaveText("$15.00");
  await cart.checkOut();

  // The CONVENTIONS §5 partial card: half of $15.00 is approved, $7.50 stays due.
  const payment = new PaymentStep(page);
  await payment.typeCard({ ...approvedVisa("Pat Parker"), number: "4000000000000119" });
  await payment.placeAndConfirm("$15.00");
  await expect(page).toHaveURL(/\/parent\/success\?order_id=\d+$/, { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get("order_id");
  const due = page.getByTestId("amount-still-due");
  await expect(due).toContainText("$7.50 is still due", { timeout: 30_000 });
  await expectAccessible(page);
  await due.getByRole("link", { name: "Pay the rest" }).click();

  await expect(page).toHaveURL(new RegExp(`/parent/rest/${orderId}$`));
  await expect(page.getByTestId("amount-due")).toHaveText("$7.50");
  await expectAccessible(page);
  const rest = new PaymentStep(page);
  await rest.typeCard(approvedVisa("Pat Parker"));
  await rest.placeAndConfirm("$7.50");
  await expect(page).toHaveURL(new RegExp(`/parent/success\\?order_id=${orderId}$`), { timeout: 30_000 });
  await expect(page.getByTestId("payment-received")).toBeVisible();
  await expect(page.getByRole("main").getByText(FESTIVAL).first()).toBeVisible();
  await expect(page.getByTestId("amount-still-due")).toHaveCount(0);

  // Paid in full: the pay-the-rest page says so instead of asking again.
  await page.goto(`/parent/rest/${orderId}`);
  await expect(page.getByTestId("paid-in-full")).toBeVisible();
});
