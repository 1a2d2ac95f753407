import { expect, type Locator, type Page } from "@playwright/test";
import { untilSettled } from "./app-shell.ts";

/** /{module}/settings/schools: the district's schools and the way to the school upload. */
export class SchoolsPage {
  constructor(private readonly page: Page) {}

  /**
   * Opened, and settled once its heading shows: the service alerts arriving after the page would
   * move the "Upload schools" link under a click (app-shell.ts).
   */
  async open(module = "school"): Promise<void> {
    await this.page.goto(`/${module}/settings/schools`);
    await expect(this.heading()).toBeVisible();
    await untilSettled(this.page);
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
