import { demoAccount } from "@paydesk/tests/demo-accounts";
import { formatCents } from "@paydesk/domain";
import { REFUND_MESSAGES } from "@paydesk/validators";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { signIn } from "./pages/login-page.ts";
import { OrderRefundsSection, settledCardOrder } from "./pages/order-refunds.ts";

/**
 * Refunds: on the transaction detail page, staff refund part of a settled card payment
 * of a seeded order through the Refund dialog; the dialog shows the client's and the server's
 * messages, and after success the refunded amount and the refund (reason, who) are listed. The
 * fixture audits every page with axe; the explicit audit checks the open dialog.
 */
const SCHOOL = demoAccount("school");

test.describe.configure({ timeout: 180_000 });

test("refund part of a card payment: the reason is required, more than is left is refused, a part is refunded and listed", async ({ page }) => {
  await signIn(page, SCHOOL);
  const order = await settledCardOrder(page.request, "school", 300);
  const refunds = new OrderRefundsSection(page);

  await page.goto(`/school/reports/txn/${order.orderId}`);
  await expect(refunds.section()).toBeVisible();
  await expect(refunds.paymentRow(order.paymentId)).toContainText(formatCents(order.amountCents));
  await refunds.refundButton(order.paymentId).click();
  await expect(refunds.dialog()).toBeVisible();
  await expectAccessible(page);

  await refunds.fill("1.00", "");
  await refunds.submit();
  await expect(refunds.dialog().getByText(REFUND_MESSAGES.reasonRequired)).toBeVisible();

  const tooMuch = ((order.amountCents + 1) / 100).toFixed(2);
  await refunds.fill(tooMuch, "Parent returned the item");
  await refunds.submit();
  await expect(refunds.dialog().getByText(`${REFUND_MESSAGES.exceedsRefundable} ${formatCents(order.amountCents)}.`)).toBeVisible();

  await refunds.fill("2.50", "Parent returned the item");
  await refunds.submit();
  await expect(page.getByText(REFUND_MESSAGES.refunded)).toBeVisible();
  await expect(refunds.dialog()).toBeHidden();
  await expect(refunds.paymentRow(order.paymentId)).toContainText("$2.50");
  await expect(refunds.refundsMade()).toHaveCount(1);
  await expect(refunds.refundsMade().first()).toContainText("Parent returned the item");
  await expect(refunds.refundsMade().first()).toContainText("Sam Principal");
  await expectAccessible(page);
});
