import { demoAccount } from "@paydesk/tests/demo-accounts";
import type { Page } from "@playwright/test";
import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { chooseOption } from "./pages/combobox.ts";
import { ItemApi, uniqueTag } from "./pages/item-lists-page.ts";
import { LoginPage, signIn } from "./pages/login-page.ts";
import { MakePaymentPage, ParentCartPage } from "./pages/parent-pages.ts";
import { PaymentStep, approvedVisa } from "./pages/payment-step.ts";
import { ParentHomePage } from "./pages/parent-home-page.ts";
import { PayLinkPage, PayRestPage, ParentSuccessPage } from "./pages/phone-parent-pages.ts";
import { PHONE_VIEWPORT, PhoneScreen } from "./pages/phone-screen.ts";

const PARENT = demoAccount("parent");
const SCHOOL = demoAccount("school");

// The tests use the demo parent's one cart: they run one after the other. Long walks through
// several pages on a shared machine: three minutes each, as the builder's.
test.describe.configure({ mode: "serial", timeout: 180_000 });

/** The seed's demo parent has two students at Lincoln High (docs/product/demo-and-production.md). */
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
  // The header names the parent's company by name alone, its id not even in the hover text.
  await expect(page.getByTestId("company-name")).not.toHaveAttribute("title", /#\s*\d/);
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
  // it is outlined and refused with the product's message (the dialog is then closed unpaid).
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
  const row = page.getByTestId("history-order").filter({ hasText: `Order ${orderId}` });
  await expect(row).toContainText(FESTIVAL);
  await expect(row).toContainText("$91.50");
  await row.getByRole("link", { name: `Order ${orderId}`, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Your receipt", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Receipt for order ${orderId}`, level: 2 })).toBeVisible();
  await expect(page.getByRole("main").getByText(RILEY).first()).toBeVisible();
});

test("an item without guest checkout asks a visitor to sign in, then continues in the parent's cart", async ({ page, browser }) => {
  // An item of the test's own that refuses guests (the seed has none, and stays as it is), made
  // by the school's administrator through the builder's call.
  const school = await browser.newContext();
  const api = new ItemApi(school.request);
  await api.signIn(SCHOOL.email, SCHOOL.password);
  const item = await api.create({ title: `${uniqueTag("NOGUEST")} Shirt`, disableGuest: 1 });
  await school.close();

  await page.goto(`/pay/for/any-slug/${item.code}`);
  await expect(page.getByRole("heading", { name: item.title, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  const payLink = new URL(page.url()).pathname;
  await page.getByRole("link", { name: "Sign in to pay" }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await new LoginPage(page).signIn(PARENT);
  await expect(page).toHaveURL(new RegExp(`${payLink}$`));

  // Back on the link, signed in: the parent names the student and continues in their own cart.
  const student = page.getByRole("combobox", { name: "Student" });
  await chooseOption(student, page.getByRole("option", { name: JAMIE }), { shows: JAMIE });
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/parent\/cart$/);
  const cart = new ParentCartPage(page);
  await expect(cart.line(item.title)).toContainText(JAMIE);
  await cart.remove(item.title);
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

  // The gateway simulator's partial card (docs/product/checkout-and-payments.md): half of $15.00 is
  // approved, $7.50 stays due.
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

/** $25.00, with a hidden "GL reference: CHEM-LAB" field: the school's, never the family's to read. */
const LAB = { code: "LHS-LAB-2026", title: "Chemistry Lab Fee", price: "$25.00" };
const GL_REFERENCE = /GL reference|CHEM-LAB/;
/** $75.00, for the Seniors group only. */
const DUES_ITEM = { code: "LHS-DUES-2026", title: "Senior Class Dues", price: "$75.00" };
/** Half the total is approved, the rest stays due (docs/product/checkout-and-payments.md). */
const PARTIAL_CARD = "4000000000000119";

// The phone walk shares the demo parent's one cart with the tests above, so it lives in this
// serial file: one walk through eight pages, checking each one's layout.
test.describe("on a phone", () => {
  test.use({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });
  test.describe.configure({ timeout: 300_000 });

  test("a parent pays for a student from the home page, pays the rest after a partial authorization and opens a pay link: every page fits the screen", async ({ page }) => {
    const phone = new PhoneScreen(page);
    const main = page.getByRole("main");
    await signIn(page, PARENT);
    const cart = new ParentCartPage(page);
    await cart.empty();

    // Home: each student with what is due, one way to pay for each; every button reachable.
    const home = new ParentHomePage(page);
    await home.goto();
    await expect(home.student(RILEY).getByTestId("home-student-due")).toContainText("$");
    await phone.expectNothingWider();
    await phone.expectEachShown(home.students(), "students");
    await phone.expectEachShown(page.getByTestId("home-student-due"), "each student's dues");
    await phone.expectButtonsShown(main);
    await expectAccessible(page);

    // The student's items: the lab fee's price in sight without a sideways scroll.
    await home.payFor(RILEY);
    const makePayment = new MakePaymentPage(page);
    await makePayment.openStudent(RILEY);
    const lab = makePayment.item(LAB.title);
    await expect(lab.getByTestId("item-price")).toHaveText(LAB.price);
    await phone.expectNothingWider();
    await phone.expectEachShown(lab.getByTestId("item-price"), "the lab fee's price");
    await phone.expectButtonsShown(main);
    const dialog = await makePayment.startAdding(LAB.title);
    await expect(dialog).toContainText(RILEY);
    await expect(dialog).not.toContainText(GL_REFERENCE);
    await phone.expectButtonsShown(dialog);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Add to cart" }).click();
    await expect(dialog).toBeHidden();

    // Home again, now with the cart waiting: its check-out button and every other one in reach.
    await home.goto();
    await expect(page.getByTestId("home-cart")).toContainText("1 item");
    await phone.expectNothingWider();
    await phone.expectButtonsShown(main);

    // The cart: the line, its price and the total whole; the school's hidden field nowhere.
    await cart.goto();
    await expect(cart.lines()).toHaveCount(1);
    const line = cart.line(LAB.title);
    await expect(line).toContainText(RILEY);
    await expect(line).toContainText(LAB.price);
    await expect(main).not.toContainText(GL_REFERENCE);
    await phone.expectNothingWider();
    await phone.expectEachShown(line, "the cart line");
    await phone.expectEachShown(cart.total(), "the total");
    await phone.expectButtonsShown(main);
    await expectAccessible(page);

    // Checkout by card: the partial authorization card.
    await cart.checkOut();
    const payment = new PaymentStep(page);
    await expect(page.getByTestId("cart-line").filter({ hasText: LAB.title })).toContainText(LAB.price);
    await expect(main).not.toContainText(GL_REFERENCE);
    const total = (await page.getByTestId("payment-total").textContent())!.trim();
    // The form starts from the parent's account: their name, and the receipt e-mailed to them.
    await expect(payment.form().getByRole("textbox", { name: "Name on card", exact: true })).toHaveValue("Pat Parker");
    await expect(payment.form().getByRole("checkbox", { name: "E-mail a receipt" })).toBeChecked();
    await expect(payment.form().getByLabel("Receipt e-mail address")).toHaveValue(PARENT.email);
    await phone.expectNothingWider();
    await phone.expectEachShown(page.getByTestId("payment-total"), "the total");
    await phone.expectButtonsShown(main);
    await payment.typeCard({ ...approvedVisa("Pat Parker"), number: PARTIAL_CARD });
    const review = await payment.placeOrder(total);
    await phone.expectButtonsShown(review);
    await payment.confirm(review, total);

    // The receipt: the line, the total, the card as every page words it, what is still due.
    const success = new ParentSuccessPage(page);
    const orderId = await success.waitFor();
    await expect(success.lines()).toHaveCount(1);
    await expect(main).not.toContainText(GL_REFERENCE);
    // The receipt names the item by its title: its code is for staff screens.
    await expect(success.lines()).toContainText([LAB.title]);
    await expect(main).not.toContainText(LAB.code);
    await expect(success.payments()).toContainText(["Visa ending 0119"]);
    await expect(success.stillDue()).toContainText("is still due", { timeout: 30_000 });
    await phone.expectNothingWider();
    await phone.expectEachShown(success.lines(), "receipt lines");
    await phone.expectEachShown(success.total(), "the receipt's total");
    await phone.expectButtonsShown(main);
    await expectAccessible(page);

    // The payment history: the order as a card, its total and what is still due in sight without a sideways scroll.
    await page.goto("/parent/history");
    const paid = page.getByTestId("history-order").filter({ hasText: `Order ${orderId}` });
    await expect(paid).toContainText("Still due", { timeout: 30_000 });
    await expect(paid).toContainText("Partly paid");
    await phone.expectNothingWider();
    await phone.expectEachShown(paid, "the order in the history");
    await phone.expectEachShown(paid.getByRole("link", { name: `Order ${orderId}` }), "the order's receipt link");

    // Home shows what is still due on the order, with the way to pay it; every button in reach.
    await home.goto();
    const owing = page.getByTestId("home-still-due").filter({ hasText: `order ${orderId}` });
    await expect(owing).toBeVisible({ timeout: 30_000 });
    await phone.expectNothingWider();
    await phone.expectEachShown(owing, "what is still due");
    await phone.expectButtonsShown(main);
    await owing.getByRole("link", { name: "Pay the rest" }).click();

    // Pay the rest: what is due, the order's line and first card in stacked rows, the card form.
    const rest = new PayRestPage(page);
    await rest.waitFor(orderId);
    const due = (await rest.amountDue().textContent())!.trim();
    await expect(rest.lines()).toContainText([LAB.title]);
    await expect(rest.payments()).toContainText(["Visa ending 0119"]);
    await phone.expectNothingWider();
    await phone.expectEachShown(rest.amountDue(), "the amount due");
    await phone.expectEachShown(rest.lines(), "the order's lines");
    await phone.expectEachShown(rest.payments(), "the order's payments");
    await phone.expectButtonsShown(main);
    await expectAccessible(page);
    const restPayment = new PaymentStep(page);
    await restPayment.typeCard(approvedVisa("Pat Parker"));
    await restPayment.placeAndConfirm(due);
    await expect(page).toHaveURL(new RegExp(`/parent/success\\?order_id=${orderId}$`), { timeout: 30_000 });
    await expect(success.payments()).toContainText(["Visa ending 0119", "Visa ending 1111"]);
    await expect(success.stillDue()).toHaveCount(0);

    // A pay link to an item for particular students: the parent names one of theirs, never "No student".
    const link = new PayLinkPage(page);
    await link.goto(DUES_ITEM.code, DUES_ITEM.title);
    await expect(link.price()).toHaveText(DUES_ITEM.price);
    // The item's name, price and purpose, not its code (the address carries that for the link's sake).
    await expect(main).not.toContainText(DUES_ITEM.code);
    expect(await link.studentChoices()).toEqual(expect.arrayContaining([RILEY, JAMIE]));
    expect(await link.studentChoices()).not.toContain("No student");
    await phone.expectNothingWider();
    await phone.expectEachShown(link.price(), "the price");
    await phone.expectButtonsShown(main);
    await expectAccessible(page);
  });
});
