import { formatCents } from "@paydesk/domain";

interface DueItem {
  amountType: "Open" | "AOpen" | "Fixed";
  amountCents: number;
  inCart: boolean;
}

/**
 * What the home page says is there to pay for a student: how many items, and the sum of the fixed
 * prices of those not yet in the cart (an open amount is the payer's to choose, so it is counted,
 * not summed).
 */
export function dueSummary(items: readonly DueItem[]): { count: number; fixedCents: number; text: string } {
  const open = items.filter((item) => !item.inCart);
  if (items.length === 0) return { count: 0, fixedCents: 0, text: "Nothing to pay right now." };
  if (open.length === 0) return { count: 0, fixedCents: 0, text: "Everything is in your cart." };
  const fixed = open.filter((item) => item.amountType === "Fixed");
  const fixedCents = fixed.reduce((sum, item) => sum + item.amountCents, 0);
  const count = open.length === 1 ? "1 item to pay" : `${open.length} items to pay`;
  const anyAmount = open.length - fixed.length;
  const amount =
    fixed.length === 0 ? "any amount you choose" : anyAmount === 0 ? formatCents(fixedCents) : `${formatCents(fixedCents)} plus any amount you choose`;
  return { count: open.length, fixedCents, text: `${count}: ${amount}` };
}
