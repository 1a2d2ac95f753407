import { expect, type Locator, type Page } from "@playwright/test";

/** /{module}/settings/schools: the district's schools and the way to the school upload. */
export class SchoolsPage {
  constructor(private readonly page: Page) {}

  /** Opened: its heading shows. */
  async open(module = "school"): Promise<void> {
    await this.page.goto(`/${module}/settings/schools`);
    await expect(this.heading()).toBeVisible();
  }

  heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Schools" });
  }

  async startUpload(): Promise<void> {
    await this.page.getByRole("link", { name: "Upload schools" }).click();
  }

  table(): Locator {
    return this.page.getByRole("table", { name: "Schools" });
  }

  /** The row of a school, found by its name. */
  row(name: string): Locator {
    return this.table().getByRole("row").filter({ hasText: name });
  }

  /** The school upload's own choices on the plan step. */
  manualPassword(): Locator {
    return this.page.getByTestId("school-password");
  }

  async choosePasswordMode(mode: "generate" | "manual"): Promise<void> {
    await this.page.getByRole("radio", { name: mode === "manual" ? "Set one password for all" : "Generate one for each" }).check();
  }
}
