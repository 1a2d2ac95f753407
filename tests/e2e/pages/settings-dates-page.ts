import { expect, type Locator, type Page } from "@playwright/test";

/** `/{module}/settings/dates`: the school year and important dates, with the add/edit and delete dialogs. */
export class DatesPage {
  constructor(private readonly page: Page) {}

  async goto(module: string): Promise<void> {
    await this.page.goto(`/${module}/settings/dates`);
    await expect(this.page.getByRole("heading", { level: 1, name: "School year and dates" })).toBeVisible();
  }

  rows(): Locator {
    return this.page.getByTestId("date-row");
  }

  row(title: string): Locator {
    return this.rows().filter({ hasText: title });
  }

  dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  async fill(values: { name?: string; first?: string; last?: string }): Promise<void> {
    if (values.name !== undefined) await this.dialog().getByRole("textbox", { name: "Name" }).fill(values.name);
    if (values.first !== undefined) await this.dialog().getByLabel("First day").fill(values.first);
    if (values.last !== undefined) await this.dialog().getByLabel("Last day").fill(values.last);
  }

  async save(): Promise<void> {
    await this.dialog().getByRole("button", { name: "Save", exact: true }).click();
  }
}
