import { demoAccount } from "@paydesk/tests/demo-accounts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { signIn } from "./pages/login-page.ts";
import { ParentHomePage } from "./pages/parent-home-page.ts";
import { MakePaymentPage, ParentCartPage } from "./pages/parent-pages.ts";
import { PaymentStep, approvedVisa } from "./pages/payment-step.ts";
import { PayLinkPage, PayRestPage, ParentSuccessPage } from "./pages/phone-parent-pages.ts";
import { PHONE_VIEWPORT, PhoneScreen } from "./pages/phone-screen.ts";

const PARENT = demoAccount("parent");
/** Riley (grade 12, Mr. Chen's class) is reached by the chemistry lab fee (teacher target) and the senior dues (Seniors group). */
const RILEY = "Riley Parker";
const JAMIE = "Jamie Parker";
/** $25.00, with a hidden "GL reference: CHEM-LAB" field: the school's, never the family's to read. */
const LAB = { code: "LHS-LAB-2026", title: "Chemistry Lab Fee", price: "$25.00" };
const GL_REFERENCE = /GL reference|CHEM-LAB/;
/** $75.00, for the Seniors group only. */
const DUES = { code: "LHS-DUES-2026", title: "Senior Class Dues", price: "$75.00" };
/** CONVENTIONS §5: half the total is approved, the rest stays due. */
const PARTIAL_CARD = "4000000000000119";

test.use({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });
// One walk through eight pages on a shared machine, checking each one's layout; the demo parent's one cart.
test.describe.configure({ mode: "serial", timeout: 300_000 });

test("on a phone a parent pays for a student from the home page, pays the rest after a partial authorization and opens a pay link: every page fits the screen", async ({ page }) => {
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
  await expect(success.payments()).toContainText(["Visa ending 0119"]);
  await expect(success.stillDue()).toContainText("is still due", { timeout: 30_000 });
  await phone.expectNothingWider();
  await phone.expectEachShown(success.lines(), "receipt lines");
  await phone.expectEachShown(success.total(), "the receipt's total");
  await phone.expectButtonsShown(main);
  await expectAccessible(page);
  await success.stillDue().getByRole("link", { name: "Pay the rest" }).click();

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
  await link.goto(DUES.code, DUES.title);
  await expect(link.price()).toHaveText(DUES.price);
  await expect(link.itemCode()).toHaveText(`Item code ${DUES.code}`);
  expect(await link.studentChoices()).toEqual(expect.arrayContaining([RILEY, JAMIE]));
  expect(await link.studentChoices()).not.toContain("No student");
  await phone.expectNothingWider();
  await phone.expectEachShown(link.price(), "the price");
  await phone.expectEachShown(link.itemCode(), "the item code");
  await phone.expectButtonsShown(main);
  await expectAccessible(page);
});
