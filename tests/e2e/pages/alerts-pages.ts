import { expect, type Page } from "@playwright/test";

/** The service alert screens (`/{module}/promote/salerts*`) and the banner above staff pages. */
export class AlertsPages {
  constructor(private readonly page: Page) {}

  async gotoList(module: string): Promise<void> {
    await this.page.goto(`/${module}/promote/salerts`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Service alerts" })).toBeVisible();
  }

  async gotoCreate(module: string): Promise<void> {
    await this.page.goto(`/${module}/promote/salerts/create`);
    await expect(this.page.getByRole("heading", { level: 1, name: "New service alert" })).toBeVisible();
  }

  form() {
    return this.page.getByRole("form", { name: "New service alert" });
  }

  async pickCompany(search: string, name: string): Promise<void> {
    await this.form().getByRole("combobox", { name: "Company" }).fill(search);
    await this.page
      .getByRole("option", { name: new RegExp(name) })
      .first()
      .click();
  }

  listRow(title: string) {
    return this.page.getByRole("table", { name: "Service alerts" }).getByRole("row").filter({ hasText: title });
  }

  /** One message of the banner, by its title. */
  bannerMessage(title: string) {
    return this.page.getByRole("region", { name: "Service alerts" }).getByTestId("service-alert").filter({ hasText: title });
  }

  dismiss(title: string) {
    return this.page.getByRole("button", { name: `Dismiss: ${title}` });
  }

  remindLater(title: string) {
    return this.page.getByRole("button", { name: `Remind me later: ${title}` });
  }

  copyLink() {
    return this.page.getByRole("button", { name: "Copy link" });
  }
}
