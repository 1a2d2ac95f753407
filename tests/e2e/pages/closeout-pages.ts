import { expect, type Locator, type Page } from "@playwright/test";

/** Dollars as the page shows them ("$1,234.50") in cents. */
export function centsOf(text: string): number {
  const match = /\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no dollar amount in ${JSON.stringify(text)}`);
  return Number(match[1]!.replaceAll(",", "")) * 100 + Number(match[2]);
}

/** Cents as typed into a counted field ("125.50"). */
export const typed = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** `/{module}/virtual-terminal/closeout`: the staff member's day, the count form and its live difference. */
export class CloseoutDayPage {
  constructor(private readonly page: Page) {}

  async goto(module = "school"): Promise<void> {
    await this.page.goto(`/${module}/virtual-terminal/closeout`);
    await expect(this.expectedCash()).toBeVisible();
  }

  expectedCash(): Locator {
    return this.page.getByTestId("expected-cash");
  }

  expectedChecks(): Locator {
    return this.page.getByTestId("expected-checks");
  }

  /** The row's cells: payments, amount. */
  async expected(row: Locator): Promise<{ count: number; cents: number }> {
    const cells = row.getByRole("cell");
    return { count: Number(await cells.nth(0).innerText()), cents: centsOf(await cells.nth(1).innerText()) };
  }

  cashCounted(): Locator {
    return this.page.getByLabel("Cash counted");
  }

  checksCounted(): Locator {
    return this.page.getByLabel("Checks counted, total");
  }

  checkCount(): Locator {
    return this.page.getByLabel("Number of checks counted");
  }

  note(): Locator {
    return this.page.getByLabel("Note");
  }

  difference(): Locator {
    return this.page.getByTestId("closeout-difference");
  }

  save(): Locator {
    return this.page.getByRole("button", { name: "Save the close-out" });
  }
}

/** `/{module}/virtual-terminal/closeout/{id}`: the printable sheet. */
export class CloseoutSheetPage {
  constructor(private readonly page: Page) {}

  sheet(): Locator {
    return this.page.getByTestId("closeout-sheet");
  }

  difference(): Locator {
    return this.page.getByTestId("sheet-difference");
  }

  csvLink(): Locator {
    return this.page.getByRole("link", { name: "Download CSV" });
  }

  /** The close-out's id, from the address. */
  id(): number {
    return Number(/\/closeout\/(\d+)$/.exec(new URL(this.page.url()).pathname)![1]);
  }
}

/** `/{module}/reports/closeouts`: the company's close-outs. */
export class CloseoutListPage {
  constructor(private readonly page: Page) {}

  async goto(module = "school"): Promise<void> {
    await this.page.goto(`/${module}/reports/closeouts`);
  }

  rows(): Locator {
    return this.page.getByTestId("closeout-row");
  }
}
