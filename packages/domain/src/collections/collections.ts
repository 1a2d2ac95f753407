/**
 * Collections: the rules of the list that do not need the database — where a row
 * stands, where its reminder sends the payer, and the totals by company.
 */

export type CollectionSourceKind = "PARTIAL_ORDER" | "FAILED_CHARGE" | "RETURNED_CHECK";

/** DUE until the first reminder, REMINDED after. */
export function collectionState(reminders: number): "DUE" | "REMINDED" {
  return reminders > 0 ? "REMINDED" : "DUE";
}

/**
 * Where a reminder sends the payer. The rest of a partial authorization can be paid online: a
 * parent in their area (signed in), anyone else through the order's token link. A failed
 * recurring charge or a returned check has no online payment: the reminder opens the receipt of
 * the order it belongs to, and the message asks the payer to contact the company.
 */
export type ReminderTarget =
  | { kind: "parent-pay-rest"; path: string }
  | { kind: "token-pay-rest"; path: (token: string) => string }
  | { kind: "parent-receipt"; path: string }
  | { kind: "token-receipt"; path: (token: string) => string };

export function reminderTarget(source: CollectionSourceKind, orderId: number, payerUserId: number | null): ReminderTarget {
  if (source === "PARTIAL_ORDER") {
    return payerUserId !== null
      ? { kind: "parent-pay-rest", path: `/parent/rest/${orderId}` }
      : { kind: "token-pay-rest", path: (token) => `/pay/rest/${orderId}/${encodeURIComponent(token)}` };
  }
  return payerUserId !== null
    ? { kind: "parent-receipt", path: `/parent/history/${orderId}` }
    : { kind: "token-receipt", path: (token) => `/pay/success/${orderId}/${encodeURIComponent(token)}` };
}

export function reminderNeedsToken(target: ReminderTarget): target is Extract<ReminderTarget, { path: (token: string) => string }> {
  return typeof target.path === "function";
}

export interface CompanyTotal {
  companyId: number;
  companyName: string;
  count: number;
  amountCents: number;
}

/** Rows summed per company, largest amount first (then by name, so ties read the same each time). */
export function totalsByCompany(rows: readonly { companyId: number; companyName: string; amountCents: number }[]): CompanyTotal[] {
  const totals = new Map<number, CompanyTotal>();
  for (const row of rows) {
    const total = totals.get(row.companyId) ?? { companyId: row.companyId, companyName: row.companyName, count: 0, amountCents: 0 };
    total.count += 1;
    total.amountCents += row.amountCents;
    totals.set(row.companyId, total);
  }
  return [...totals.values()].sort((a, b) => b.amountCents - a.amountCents || a.companyName.localeCompare(b.companyName) || a.companyId - b.companyId);
}
