/**
 * The deposit report's shape (what a school posts to its general ledger): the money its orders
 * brought, per local day, settlement account, account and sub account of the chart of accounts,
 * one column per tender, with subtotals and grand totals. The database sums the cents per group
 * (one row per day, settlement account, account, sub account and tender); this turns those sums
 * into the report and its CSV records. Pure; integer cents throughout.
 */
import { TRANSACTION_METHODS, type TTransactionMethod } from "@paydesk/validators";
import { formatDecimalCents } from "../items/money.ts";

/** A settlement account, or an account of its chart, as the report names it. */
export interface DepositPayee {
  id: number;
  name: string;
}
export interface DepositAccount {
  id: number;
  number: string;
  name: string;
}

/** One sum of the database: the cents of one tender in one group of one local day. */
export interface DepositSum {
  /** YYYY-MM-DD in the report's zone. */
  day: string;
  method: TTransactionMethod;
  /** Null for money not booked to a settlement account (a payment written before the ledger). */
  payee: DepositPayee | null;
  account: DepositAccount | null;
  subAccount: DepositAccount | null;
  cents: number;
}

/** Amounts by tender and their total, in cents. */
export interface DepositAmounts {
  byMethod: Record<TTransactionMethod, number>;
  totalCents: number;
}

export interface DepositAccountRow extends DepositAmounts {
  account: DepositAccount | null;
  subAccount: DepositAccount | null;
}

export interface DepositPayeeGroup extends DepositAmounts {
  payee: DepositPayee | null;
  accounts: DepositAccountRow[];
}

export interface DepositDay extends DepositAmounts {
  day: string;
  payees: DepositPayeeGroup[];
}

export interface DepositReportBody {
  /** Days with money, oldest first. */
  days: DepositDay[];
  totals: DepositAmounts;
}

const zeroAmounts = (): DepositAmounts => ({ byMethod: Object.fromEntries(TRANSACTION_METHODS.map((m) => [m, 0])) as Record<TTransactionMethod, number>, totalCents: 0 });

function add(into: DepositAmounts, from: DepositAmounts): void {
  for (const method of TRANSACTION_METHODS) into.byMethod[method] += from.byMethod[method];
  into.totalCents += from.totalCents;
}

/** Text order, with the unnamed (null) last: what a bookkeeper looks for first comes first. */
function compareNullable(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a.localeCompare(b, "en-US", { numeric: true });
}

const accountKey = (row: { account: DepositAccount | null; subAccount: DepositAccount | null }) => `${row.account?.id ?? ""}/${row.subAccount?.id ?? ""}`;

/**
 * The report from the database's sums. A row whose tenders all net to zero (a sale refunded in
 * full) posts nothing and is left out, as is a day left without rows.
 */
export function groupDeposits(sums: readonly DepositSum[]): DepositReportBody {
  const days = new Map<string, Map<number | null, Map<string, DepositAccountRow>>>();
  const payeesById = new Map<number | null, DepositPayee | null>();
  for (const sum of sums) {
    if (sum.cents === 0) continue;
    const payeeId = sum.payee?.id ?? null;
    payeesById.set(payeeId, sum.payee);
    let payees = days.get(sum.day);
    if (!payees) days.set(sum.day, (payees = new Map()));
    let accounts = payees.get(payeeId);
    if (!accounts) payees.set(payeeId, (accounts = new Map()));
    const key = accountKey(sum);
    let row = accounts.get(key);
    if (!row) accounts.set(key, (row = { account: sum.account, subAccount: sum.subAccount, ...zeroAmounts() }));
    row.byMethod[sum.method] += sum.cents;
    row.totalCents += sum.cents;
  }

  const totals = zeroAmounts();
  const report: DepositDay[] = [];
  for (const day of [...days.keys()].sort()) {
    const dayGroup: DepositDay = { day, payees: [], ...zeroAmounts() };
    for (const [payeeId, accounts] of days.get(day)!) {
      const rows = [...accounts.values()]
        .filter((row) => TRANSACTION_METHODS.some((m) => row.byMethod[m] !== 0))
        .sort(
          (a, b) =>
            compareNullable(a.account?.number ?? null, b.account?.number ?? null) ||
            compareNullable(a.subAccount?.number ?? null, b.subAccount?.number ?? null),
        );
      if (rows.length === 0) continue;
      const group: DepositPayeeGroup = { payee: payeesById.get(payeeId) ?? null, accounts: rows, ...zeroAmounts() };
      for (const row of rows) add(group, row);
      dayGroup.payees.push(group);
      add(dayGroup, group);
    }
    if (dayGroup.payees.length === 0) continue;
    dayGroup.payees.sort((a, b) => compareNullable(a.payee?.name ?? null, b.payee?.name ?? null));
    report.push(dayGroup);
    add(totals, dayGroup);
  }
  return { days: report, totals };
}

/** The CSV file's columns: one record per day, settlement account, account and sub account. */
export const DEPOSIT_CSV_HEADER = [
  "date",
  "settlement_account",
  "account",
  "account_name",
  "sub_account",
  "sub_account_name",
  ...TRANSACTION_METHODS.map((m) => m.toLowerCase()),
  "total",
] as const;

/**
 * One CSV record: its text cells (written through the CSV writer, which defuses spreadsheet
 * formulas) and its amounts ("12.50", two decimals, written as numbers: "-3.00" is an amount,
 * not a formula).
 */
export interface DepositCsvRecord {
  text: (string | null)[];
  amounts: string[];
}

/**
 * The records of a report, in its order. No subtotal records: a file that is summed or posted
 * line by line must hold every amount once. Unbooked money has empty account cells.
 */
export function depositCsvRecords(report: DepositReportBody): DepositCsvRecord[] {
  return report.days.flatMap((day) =>
    day.payees.flatMap((group) =>
      group.accounts.map((row) => ({
        text: [day.day, group.payee?.name ?? null, row.account?.number ?? null, row.account?.name ?? null, row.subAccount?.number ?? null, row.subAccount?.name ?? null],
        amounts: [...TRANSACTION_METHODS.map((m) => formatDecimalCents(row.byMethod[m])), formatDecimalCents(row.totalCents)],
      })),
    ),
  );
}
