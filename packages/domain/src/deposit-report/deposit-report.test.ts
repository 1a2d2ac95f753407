import { describe, expect, it } from "vitest";
import { depositCsvRecords, DEPOSIT_CSV_HEADER, groupDeposits, type DepositSum } from "./deposit-report.ts";

const general = { id: 1, name: "General Fund" };
const athletics = { id: 2, name: "Athletics" };
const sales = { id: 10, number: "4100", name: "Sales" };
const fees = { id: 11, number: "4900", name: "Fees" };
const trips = { id: 12, number: "10", name: "Trips" };
const band = { id: 13, number: "9", name: "Band" };

const sum = (over: Partial<DepositSum> & Pick<DepositSum, "method" | "cents">): DepositSum => ({
  day: "2031-06-27",
  payee: general,
  account: sales,
  subAccount: null,
  ...over,
});

const amounts = (card: number, cash: number, check: number) => ({ byMethod: { CARD: card, CASH: cash, CHECK: check }, totalCents: card + cash + check });

describe("groupDeposits", () => {
  it.each([
    {
      name: "nothing",
      sums: [],
      days: [],
      totals: amounts(0, 0, 0),
    },
    {
      name: "one tender in one account",
      sums: [sum({ method: "CARD", cents: 1000 })],
      days: [{ day: "2031-06-27", payees: [{ payee: general, accounts: [{ account: sales, subAccount: null, ...amounts(1000, 0, 0) }], ...amounts(1000, 0, 0) }], ...amounts(1000, 0, 0) }],
      totals: amounts(1000, 0, 0),
    },
    {
      name: "the tenders of one account side by side, in one row",
      sums: [sum({ method: "CASH", cents: 500 }), sum({ method: "CARD", cents: 1000 }), sum({ method: "CHECK", cents: 250 })],
      days: [
        { day: "2031-06-27", payees: [{ payee: general, accounts: [{ account: sales, subAccount: null, ...amounts(1000, 500, 250) }], ...amounts(1000, 500, 250) }], ...amounts(1000, 500, 250) },
      ],
      totals: amounts(1000, 500, 250),
    },
    {
      name: "a fully refunded row (its tenders net to zero) and a zero sum post nothing; its day goes too",
      sums: [sum({ method: "CARD", cents: 0 }), sum({ day: "2031-06-28", method: "CASH", cents: 0 })],
      days: [],
      totals: amounts(0, 0, 0),
    },
  ])("$name", ({ sums, days, totals }) => {
    expect(groupDeposits(sums as DepositSum[])).toEqual({ days, totals });
  });

  it("orders days oldest first, settlement accounts by name, accounts and sub accounts by number (numbers as numbers), unbooked money last", () => {
    const report = groupDeposits([
      sum({ day: "2031-06-28", method: "CARD", cents: 100 }),
      sum({ method: "CARD", cents: 200, payee: null, account: null }),
      sum({ method: "CARD", cents: 300, account: fees }),
      sum({ method: "CARD", cents: 400, subAccount: trips }),
      sum({ method: "CARD", cents: 500, subAccount: band }),
      sum({ method: "CASH", cents: 600, payee: athletics }),
    ]);
    expect(report.days.map((d) => d.day)).toEqual(["2031-06-27", "2031-06-28"]);
    const first = report.days[0]!;
    expect(first.payees.map((p) => p.payee?.name ?? null)).toEqual(["Athletics", "General Fund", null]);
    expect(first.payees[1]!.accounts.map((a) => `${a.account?.number}/${a.subAccount?.number ?? "-"}`)).toEqual(["4100/9", "4100/10", "4900/-"]);
    // Subtotals per settlement account and per day, and the grand total, add up their rows.
    expect(first.payees.map((p) => p.totalCents)).toEqual([600, 1200, 200]);
    expect(first).toMatchObject(amounts(1400, 600, 0));
    expect(report.totals).toEqual(amounts(1500, 600, 0));
  });

  it("nets a refund against the tender it returned, within its row", () => {
    const report = groupDeposits([sum({ method: "CARD", cents: 1000 }), sum({ method: "CASH", cents: 500 }), sum({ method: "CASH", cents: -300 })]);
    expect(report.days[0]!.payees[0]!.accounts[0]).toMatchObject(amounts(1000, 200, 0));
  });

  it("keeps a row whose tenders offset each other (card in, cash out): each tender is posted", () => {
    const report = groupDeposits([sum({ method: "CARD", cents: 300 }), sum({ method: "CASH", cents: -300 })]);
    expect(report.days[0]!.payees[0]!.accounts[0]).toMatchObject(amounts(300, -300, 0));
    expect(report.totals.totalCents).toBe(0);
  });
});

describe("depositCsvRecords", () => {
  it("writes one record per row, every amount once (no subtotal records), unbooked money with empty cells", () => {
    const report = groupDeposits([
      sum({ method: "CARD", cents: 1050 }),
      sum({ method: "CHECK", cents: 2000, subAccount: trips }),
      sum({ method: "CASH", cents: -25, payee: null, account: null }),
    ]);
    expect(DEPOSIT_CSV_HEADER).toEqual(["date", "settlement_account", "account", "account_name", "sub_account", "sub_account_name", "card", "cash", "check", "total"]);
    expect(depositCsvRecords(report)).toEqual([
      { text: ["2031-06-27", "General Fund", "4100", "Sales", "10", "Trips"], amounts: ["0.00", "0.00", "20.00", "20.00"] },
      { text: ["2031-06-27", "General Fund", "4100", "Sales", null, null], amounts: ["10.50", "0.00", "0.00", "10.50"] },
      { text: ["2031-06-27", null, null, null, null, null], amounts: ["0.00", "-0.25", "0.00", "-0.25"] },
    ]);
  });
});
