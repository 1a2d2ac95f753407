import { demoAccount } from "@paydesk/tests/demo-accounts";
import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { signIn } from "./pages/login-page.ts";
import { ReceiptPage } from "./pages/receipt-page.ts";
import { checkSale } from "./pages/terminal-sale.ts";

/**
 * Receipts (docs/product/checkout-and-payments.md, Receipts): the terminal's printable receipt,
 * control's receipt page and the public receipt by token, for an order paid through the real
 * checkout call (a check sale of a seeded item at Lincoln's terminal). The fixture audits every
 * page visited with axe; the explicit audits check the receipt once it has loaded.
 */
const SCHOOL = demoAccount("school");
const CONTROL = demoAccount("control");

// Each test signs in (argon2), pays through checkout and audits every page with axe: on a shared
// two-core machine that outlasts the default minute.
test.describe.configure({ timeout: 180_000 });

test("the terminal's printable receipt: what was paid, print, PDF and e-mail; an unknown id says so", async ({ page }) => {
  await signIn(page, SCHOOL);
  const checkNumber = String(5000 + Math.floor(Math.random() * 4000));
  const { orderId } = await checkSale(page.request, checkNumber);
  const receipt = new ReceiptPage(page);

  await page.goto(`/school/virtual-terminal/print-receipt/${orderId}`);
  await receipt.expectLoaded(orderId);
  await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
  await expect(page.getByTestId("receipt-company")).toHaveText("Lincoln High School");
  await expect(page.getByTestId("receipt-payer")).toHaveText("Chuck Check");
  await expect(receipt.lines()).toHaveCount(1);
  await expect(receipt.lines().first()).toContainText("Zoo Field Trip");
  // The line's sum shows every part, zero fee and tax too, and adds up to the total printed.
  await expect(receipt.lines().first().getByTestId("line-arithmetic")).toHaveText(/^\$\d+\.\d{2} × 1 \+ \$\d+\.\d{2} fee \+ \$\d+\.\d{2} tax = \$18\.00$/);
  await expect(receipt.payments()).toHaveCount(1);
  await expect(receipt.payments().first()).toContainText(`Check #${checkNumber}`);
  await expect(page.getByTestId("receipt-total")).toHaveText("$18.00");
  await expect(page.getByTestId("receipt-paid")).toHaveText("$18.00");
  await expectAccessible(page);

  await receipt.stubPrintDialog();
  await receipt.printButton().click();
  expect(await receipt.printCount()).toBe(1);

  const pdfHref = await receipt.pdfLink().getAttribute("href");
  expect(pdfHref).toBe(`/pay/receipt/${orderId}/view.pdf`);
  const pdf = await page.request.get(pdfHref!);
  expect([pdf.status(), pdf.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  await receipt.sendTo("not an address");
  await expect(page.getByText(PAYMENT_MESSAGES.invalidEmail)).toBeVisible();
  await receipt.sendTo(`chuck.${checkNumber}@example.test`);
  await expect(page.getByText(`The receipt was sent. (chuck.${checkNumber}@example.test)`)).toBeVisible();

  for (const path of ["/school/virtual-terminal/print-receipt/abc", "/school/virtual-terminal/print-receipt", "/school/virtual-terminal/print-receipt/2000000000"]) {
    await page.goto(path);
    await expect(receipt.unknownOrder()).toHaveText(PAYMENT_MESSAGES.orderIdUnknown);
  }
  await expectAccessible(page);
});

test("the public receipt by token with the terminal header and the e-mailed flag; control's receipt page", async ({ page, browser }) => {
  await signIn(page, SCHOOL);
  const { orderId, token } = await checkSale(page.request, String(1000 + Math.floor(Math.random() * 4000)));

  const guest = await browser.newContext();
  try {
    const guestPage = await guest.newPage();
    const receipt = new ReceiptPage(guestPage);
    await guestPage.goto(`/pay/receipt/${orderId}/${token}/view?virtual_terminal=1&email=1`);
    await receipt.expectLoaded(orderId);
    await expect(guestPage.getByTestId("receipt-terminal-header")).toBeVisible();
    await expect(guestPage.getByTestId("receipt-emailed")).toBeVisible();
    expect(await receipt.pdfLink().getAttribute("href")).toBe(`/pay/receipt/${orderId}/${token}/view.pdf`);
    await expectAccessible(guestPage);

    await guestPage.goto(`/pay/receipt/${orderId}/${"x".repeat(43)}/view`);
    await expect(receipt.unknownOrder()).toHaveText(PAYMENT_MESSAGES.orderIdUnknown);

    // Without the token, the receipt is for signed-in readers: the visitor is asked to sign in.
    await guestPage.goto(`/pay/receipt/${orderId}/view`);
    await expect(guestPage).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/pay/receipt/${orderId}/view`)}`));
  } finally {
    await guest.close();
  }

  const control = await browser.newContext();
  try {
    const controlPage = await control.newPage();
    await signIn(controlPage, CONTROL);
    await controlPage.goto(`/control/receipt/${orderId}`);
    await new ReceiptPage(controlPage).expectLoaded(orderId);
    await expectAccessible(controlPage);
  } finally {
    await control.close();
  }
});
