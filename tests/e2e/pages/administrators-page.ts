import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { ListRows } from "./list-rows.ts";
import { trpcCall } from "./trpc-call.ts";
import { pickOption } from "./combobox.ts";

/** `/{module}/settings/administrators`: the list, its selection, the mass password dialog and the row menus. */
export class AdministratorsPage {
  constructor(private readonly page: Page) {}

  async goto(module: string, heading = "Administrators"): Promise<void> {
    await this.page.goto(`/${module}/settings/administrators`);
    await expect(this.page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }

  rows = (): Locator => new ListRows(this.page, "admin-row").all();
  row = (email: string): Locator => new ListRows(this.page, "admin-row").keyed("email", email);

  async search(text: string): Promise<void> {
    await this.page.getByRole("textbox", { name: "Search" }).fill(text);
  }

  async select(email: string): Promise<void> {
    await this.row(email).getByRole("checkbox").check();
  }

  newAdministratorButton(): Locator {
    return this.page.getByRole("link", { name: "New administrator" });
  }

  changePasswordsButton(): Locator {
    return this.page.getByTestId("selection-bar").getByRole("button", { name: "Change passwords" });
  }

  /** Opens the row's menu and returns it. */
  async rowMenu(email: string, name: string): Promise<Locator> {
    await this.row(email)
      .getByRole("button", { name: `Actions for ${name}` })
      .click();
    const menu = this.page.getByRole("menu");
    await expect(menu).toBeVisible();
    return menu;
  }

  dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  /** One administrator's line in the mass password dialog. */
  progressRow(email: string): Locator {
    return this.dialog().getByTestId("mass-row").filter({ hasText: email });
  }

  summaryCounts(): Locator {
    return this.dialog().getByTestId("mass-summary-counts");
  }

  summaryLog(): Locator {
    return this.dialog().getByTestId("mass-summary-log");
  }
}

/** `/{module}/settings/administrators/create` and `/{id}`. */
export class AdminFormPage {
  constructor(private readonly page: Page) {}

  async gotoCreate(module: string): Promise<void> {
    await this.page.goto(`/${module}/settings/administrators/create`);
    await expect(this.page.getByRole("heading", { level: 1, name: "New administrator" })).toBeVisible();
  }

  field(label: string): Locator {
    return this.page.getByRole("textbox", { name: label, exact: true });
  }

  dateOfBirth(): Locator {
    return this.page.getByLabel("Date of birth");
  }

  /** A Mantine Select or MultiSelect input. */
  select(label: string): Locator {
    return this.page
      .getByRole("combobox", { name: label, exact: true })
      .or(this.page.getByRole("textbox", { name: label, exact: true }));
  }

  /** Pick an option of a Select or MultiSelect. */
  async choose(label: string, option: string): Promise<void> {
    const field = this.select(label);
    await pickOption(field, this.page.getByRole("option", { name: option, exact: true }), { what: option });
  }

  application(label: string): Locator {
    return this.page.getByRole("checkbox", { name: label, exact: true });
  }

  formError(): Locator {
    return this.page.getByTestId("admin-form-error");
  }

  submit(name = "Create administrator"): Locator {
    return this.page.getByRole("button", { name });
  }
}

export interface AdminSpec {
  companyId: number;
  roleIds: number[];
  firstName: string;
  lastName: string;
  email: string;
  applications: string[];
}

/**
 * Calls of the app's own API for setting up a test, made as the signed-in user of `request`
 * (a page's or a context's request, sharing its session cookie).
 */
export class AdminApi {
  constructor(private readonly request: APIRequestContext) {}

  private call<T>(procedure: string, input: unknown, method: "GET" | "POST"): Promise<T> {
    return trpcCall<T>(this.request, procedure, input, method);
  }

  async signIn(email: string, password: string): Promise<void> {
    const res = await this.request.post("/login", { data: { email, password } });
    if (!res.ok()) throw new Error(`sign-in as ${email} failed: ${res.status()}`);
  }

  async companyId(): Promise<number> {
    const session = await this.call<{ user: { companyId: number } }>("auth.session", undefined, "GET");
    return session.user.companyId;
  }

  async createAdmin(module: string, admin: AdminSpec, password: string, requireChange = false): Promise<{ id: number }> {
    const result = await this.call<{ admin: { id: number } }>(
      "administrators.create",
      { module, admin, password: { passwordMode: "manual", password }, sendEmail: false, requireChange },
      "POST",
    );
    return result.admin;
  }
}

let counter = 0;
/** An e-mail address no other test uses. */
export function uniqueAdminEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@e2e.test`;
}
