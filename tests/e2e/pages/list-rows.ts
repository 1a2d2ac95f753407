import type { Locator, Page } from "@playwright/test";

/**
 * The rows of a list's table as the web draws them (DataList and the older tables alike): every
 * body row carries one test id, and a data attribute with the key the test finds it by
 * (`data-email`, `data-code`). Page objects read their lists through this one piece.
 */
export class ListRows {
  constructor(
    private readonly page: Page,
    private readonly rowTestId: string,
  ) {}

  /** Every row on screen, top to bottom. */
  all(): Locator {
    return this.page.getByTestId(this.rowTestId);
  }

  /** The row whose `data-<attribute>` is `value`. */
  keyed(attribute: string, value: string | number): Locator {
    return this.page.locator(`[data-testid="${this.rowTestId}"][data-${attribute}="${value}"]`);
  }
}
