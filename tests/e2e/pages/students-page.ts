import { expect, type Locator, type Page } from "@playwright/test";
import { ListRows } from "./list-rows.ts";

export type StudentsTab = "Students" | "Staff" | "Groups" | "Smart groups" | "Upload students";

/** `/{module}/settings/students-and-groups` and its tabs: the students and staff lists, the add/edit form, removal. */
export class StudentsPage {
  constructor(private readonly page: Page) {}

  async goto(module: string, tab = ""): Promise<void> {
    await this.page.goto(`/${module}/settings/students-and-groups${tab ? `/${tab}` : ""}`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Students and groups" })).toBeVisible();
  }

  tab(name: StudentsTab): Locator {
    return this.page.getByRole("tab", { name, exact: true });
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole("textbox", { name: "Search" }).fill(text);
  }

  rows = (): Locator => new ListRows(this.page, "student-row").all();
  row = (externalId: string): Locator => new ListRows(this.page, "student-row").keyed("external-id", externalId);

  async openAdd(kind: "student" | "staff member" = "student"): Promise<void> {
    await this.page.getByRole("button", { name: `Add ${kind}`, exact: true }).click();
    await expect(this.form()).toBeVisible();
  }

  dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  form(): Locator {
    return this.dialog().getByRole("form");
  }

  field(label: string): Locator {
    return this.form().getByRole("textbox", { name: label });
  }

  /** The product's message over the form when a field is not valid (docs/product/students-and-groups.md). */
  invalidMessage(): Locator {
    return this.form().getByRole("alert");
  }

  async fill(
    values: Partial<Record<"Student ID" | "Staff ID" | "First name" | "Last name" | "Grade" | "Teacher", string>>,
  ): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value ?? "");
  }

  async submit(label = "Add student"): Promise<void> {
    await this.form().getByRole("button", { name: label, exact: true }).click();
  }

  async remove(externalId: string, { permanently = false } = {}): Promise<void> {
    await this.row(externalId)
      .getByRole("button", { name: /^Remove / })
      .click();
    if (permanently) await this.dialog().getByRole("checkbox", { name: "Delete permanently" }).check();
    await this.dialog()
      .getByRole("button", { name: permanently ? "Delete permanently" : "Deactivate", exact: true })
      .click();
    await expect(this.dialog()).toHaveCount(0);
  }
}
