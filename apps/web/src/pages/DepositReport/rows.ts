import type { DepositAmounts, DepositDay } from "@paydesk/domain";

/** One line of a day's table: an account's row, or a settlement account's subtotal. */
export interface DepositTableRow extends DepositAmounts {
  key: string;
  kind: "account" | "subtotal";
  payee: string;
  account: string;
  subAccount: string;
}

/** Unbooked money (paid before the ledger kept accounts) has no settlement account or account. */
export const NO_PAYEE = "Not booked to a settlement account";

const accountText = (account: { number: string; name: string } | null) => (account ? `${account.number} ${account.name}`.trim() : "—");

/** A day's rows: each settlement account's accounts, then its subtotal. */
export function dayRows(day: DepositDay): DepositTableRow[] {
  return day.payees.flatMap((group, g) => {
    const payee = group.payee?.name ?? NO_PAYEE;
    const rows: DepositTableRow[] = group.accounts.map((row, r) => ({
      key: `${g}-${r}`,
      kind: "account",
      payee,
      account: accountText(row.account),
      subAccount: accountText(row.subAccount),
      byMethod: row.byMethod,
      totalCents: row.totalCents,
    }));
    rows.push({ key: `${g}-total`, kind: "subtotal", payee: `Total ${payee}`, account: "", subAccount: "", byMethod: group.byMethod, totalCents: group.totalCents });
    return rows;
  });
}
