import { expect, type Locator, type Page } from "@playwright/test";

const FIRST_RENDER = { timeout: 30_000 };

/** `/control/operations/jobs`: failed background jobs, filtered by queue and period, retried one or several at a time. */
export class FailedJobsPage {
  constructor(private readonly page: Page) {}

  async goto(queue?: string): Promise<void> {
    await this.page.goto(queue ? `/control/operations/jobs?queue=${encodeURIComponent(queue)}` : "/control/operations/jobs");
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole("heading", { name: "Failed jobs", level: 1 })).toBeVisible(FIRST_RENDER);
  }

  rows(): Locator {
    return this.page.getByTestId("failed-job-row");
  }

  row(id: string): Locator {
    return this.page.locator(`[data-testid="failed-job-row"][data-job-id="${id}"]`);
  }

  status(id: string): Locator {
    return this.row(id).getByTestId("job-status");
  }

  error(id: string): Locator {
    return this.row(id).getByTestId("job-error");
  }

  retry(id: string): Locator {
    return this.row(id).getByRole("button", { name: /^Retry job/ });
  }

  select(id: string): Locator {
    return this.row(id).getByRole("checkbox");
  }

  retrySelected(): Locator {
    return this.page.getByTestId("selection-bar").getByRole("button", { name: "Retry selected" });
  }

  async openDetail(id: string): Promise<FailedJobDetailPage> {
    await this.row(id).getByRole("link").first().click();
    const detail = new FailedJobDetailPage(this.page);
    await detail.expectOpen(id);
    return detail;
  }

  empty(): Locator {
    return this.page.getByTestId("failed-jobs-empty");
  }
}

/** `/control/operations/jobs/{queue}/{id}`: one failed job with its redacted error output and data. */
export class FailedJobDetailPage {
  constructor(private readonly page: Page) {}

  async expectOpen(id: string): Promise<void> {
    await expect(this.page.getByRole("heading", { name: new RegExp(`^Job ${id.slice(0, 8)} of `), level: 1 })).toBeVisible(FIRST_RENDER);
  }

  data(): Locator {
    return this.page.getByTestId("job-data");
  }

  output(): Locator {
    return this.page.getByTestId("job-output");
  }

  status(): Locator {
    return this.page.getByTestId("job-status");
  }

  retry(): Locator {
    return this.page.getByRole("button", { name: "Retry", exact: true });
  }
}
