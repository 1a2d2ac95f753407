import { expect, type Locator, type Page } from "@playwright/test";
import { chooseAmong } from "./combobox.ts";

/** `/{module}/settings/students-and-groups/groups*` and `…/smartgroups*`: the group lists and the group form. */
export class GroupsPage {
  constructor(private readonly page: Page) {}

  async gotoList(module: string, smart: boolean): Promise<void> {
    await this.page.goto(`/${module}/settings/students-and-groups/${smart ? "smartgroups" : "groups"}`);
    await expect(this.page.getByRole("table", { name: smart ? "Smart groups" : "Groups" })).toBeVisible();
  }

  async openNew(smart: boolean): Promise<void> {
    await this.page.getByRole("link", { name: smart ? "New smart group" : "New group" }).click();
    await expect(this.form()).toBeVisible();
  }

  form(): Locator {
    return this.page.getByRole("form");
  }

  nameField(): Locator {
    return this.form().getByRole("textbox", { name: "Group name" });
  }

  /** The name field's message (Mantine ties it to the input with aria-describedby). */
  nameError(): Locator {
    return this.form().locator(".mantine-TextInput-error");
  }

  /** Shown from the first key until the server has answered the name check. */
  nameChecking(): Locator {
    return this.form().getByText("Checking the name…");
  }

  async chooseGrade(grade: string): Promise<void> {
    const field = this.form().getByRole("combobox", { name: "Grades" });
    await chooseAmong(this.page, field, this.page.getByRole("option", { name: grade, exact: true }), `grade ${grade}`);
  }

  previewCount(): Locator {
    return this.page.getByTestId("smart-preview-count");
  }

  previewMembers(): Locator {
    return this.page.getByRole("list", { name: "Students in this group" });
  }

  async save(): Promise<void> {
    await this.form().getByRole("button", { name: "Save" }).click();
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole("textbox", { name: /^Search/ }).fill(text);
  }

  rows(): Locator {
    return this.page.getByTestId("group-row");
  }

  async open(name: string): Promise<void> {
    await this.page.getByRole("link", { name, exact: true }).click();
    await expect(this.page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
}
