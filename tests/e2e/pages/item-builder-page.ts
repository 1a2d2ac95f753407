import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { trpcCall } from "./trpc-call.ts";
import { pickOption, searchAnswered } from "./combobox.ts";

/** The builder's searching pickers: the query each asks the server with what is typed, and under which key. */
const SEARCHED_BY = {
  "Chart of accounts": { procedure: "coa.search", key: "term" },
  "Sub account": { procedure: "coa.search", key: "term" },
  "Add a student": { procedure: "itemBuilder.searchStudents", key: "term" },
  "Add an item to the package": { procedure: "items.list", key: "search" },
} as const;

export type SectionLabel = "General Details" | "Payment and Settlement" | "Recurring" | "Custom Fields" | "Target" | "Promote";
export type CustomFieldKind = "Text" | "Text area" | "Hidden text" | "Dropdown" | "Radio buttons" | "Checkboxes";

/**
 * The item builder: `/{module}/items/create` (type chooser), `?type=`/`?template=`,
 * `/payments/build-new[/:type]` and `/payments/edit/{itemId}`.
 */
export class ItemBuilderPage {
  constructor(private readonly page: Page) {}

  async gotoChooser(module: string): Promise<void> {
    await this.page.goto(`/${module}/items/create`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Build a new item" })).toBeVisible();
  }

  async chooseType(label: string): Promise<void> {
    // A card's name is its label followed by its description.
    const startsWithLabel = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);
    await this.page.getByRole("link", { name: startsWithLabel }).click();
    await this.waitForForm();
  }

  async gotoEdit(module: string, itemId: number): Promise<void> {
    await this.page.goto(`/${module}/payments/edit/${itemId}`);
    await this.waitForForm();
  }

  async waitForForm(): Promise<void> {
    await expect(this.section("General Details")).toBeVisible();
    await expect(this.readinessPanel()).not.toContainText("Checking…");
  }

  section(label: SectionLabel): Locator {
    return this.page.getByRole("region", { name: label, exact: true });
  }

  sideNavLink(label: SectionLabel): Locator {
    return this.page.getByRole("navigation", { name: "Item sections" }).getByRole("button", { name: label });
  }

  textbox(label: string, scope: Page | Locator = this.page): Locator {
    return scope.getByRole("textbox", { name: label, exact: true });
  }

  /** A Mantine Select (its input is a combobox or a textbox, depending on `searchable`). */
  select(label: string, scope: Page | Locator = this.page): Locator {
    return scope.getByRole("combobox", { name: label, exact: true }).or(scope.getByRole("textbox", { name: label, exact: true }));
  }

  async choose(label: string, option: string | RegExp, scope: Page | Locator = this.page): Promise<void> {
    const field = this.select(label, scope);
    await pickOption(field, this.page.getByRole("option", { name: option, exact: typeof option === "string" }), { what: String(option) });
  }

  /**
   * Types into a searching picker and picks what it offers once the server has answered for the
   * term: until then the list shows what it held before (all the accounts, the last search's
   * items), and its redraw on the answer took a click aimed at an option.
   */
  async search(label: keyof typeof SEARCHED_BY, term: string, option: string | RegExp): Promise<void> {
    const input = this.select(label);
    const { procedure, key } = SEARCHED_BY[label];
    const open = async () => {
      await input.click();
      const answered = searchAnswered(this.page, procedure, term, key);
      await input.fill(term);
      await answered;
    };
    await pickOption(input, this.page.getByRole("option", { name: option, exact: typeof option === "string" }), { open, what: String(option) });
  }

  radio(label: string): Locator {
    return this.page.getByRole("radio", { name: label, exact: true });
  }

  switch(label: string): Locator {
    return this.page.getByRole("switch", { name: label, exact: true });
  }

  checkbox(label: string, scope: Page | Locator = this.page): Locator {
    return scope.getByRole("checkbox", { name: label, exact: true });
  }

  /** Fills a formatted input and leaves it, so its blur rule runs. */
  async fillAndBlur(input: Locator, text: string): Promise<void> {
    await input.fill(text);
    await input.blur();
  }

  description(): Locator {
    return this.page.getByRole("textbox", { name: "Description" });
  }

  async writeDescription(text: string): Promise<void> {
    await this.description().click();
    await this.page.keyboard.type(text);
  }

  payLinkPreview(): Locator {
    return this.page.getByTestId("pay-link-preview");
  }

  // Payment and Settlement

  price(): Locator {
    return this.textbox("Price");
  }

  /** The error text under an input, through its aria-describedby. */
  inputError(input: Locator): Locator {
    return this.page.locator(".mantine-InputWrapper-root").filter({ has: input }).locator(".mantine-InputWrapper-error");
  }

  suggestedFee(): Locator {
    return this.page.getByTestId("suggested-fee");
  }

  total(part: "amount" | "tax" | "shipping" | "fee" | "total"): Locator {
    return this.page.getByTestId(`total-${part}`);
  }

  // Custom fields

  wizard(): Locator {
    return this.page.getByTestId("custom-field-wizard");
  }

  customFieldRows(): Locator {
    return this.page.getByTestId("custom-field-row");
  }

  customFieldRow(label: string): Locator {
    return this.page.locator(`[data-testid="custom-field-row"][data-label="${label}"]`);
  }

  wizardProblems(): Locator {
    return this.page.getByTestId("custom-field-problems");
  }

  async startCustomField(): Promise<void> {
    await this.page.getByRole("button", { name: "Add custom field" }).click();
    await expect(this.wizard()).toBeVisible();
  }

  async fillFieldDetails(field: { label: string; kind: CustomFieldKind; hiddenValue?: string; mandatory?: boolean }): Promise<void> {
    await this.textbox("Label", this.wizard()).fill(field.label);
    await this.choose("Field type", field.kind, this.wizard());
    if (field.hiddenValue !== undefined) await this.textbox("Hidden value", this.wizard()).fill(field.hiddenValue);
    if (field.mandatory) await this.checkbox("Mandatory", this.wizard()).check();
  }

  async fillOptions(options: string[]): Promise<void> {
    for (const [index, option] of options.entries()) {
      if (index > 0) await this.wizard().getByRole("button", { name: "Add option" }).click();
      await this.textbox(`Option ${index + 1}`, this.wizard()).fill(option);
    }
  }

  wizardButton(name: "Next: options" | "Save field" | "Cancel" | "Back"): Locator {
    return this.wizard().getByRole("button", { name, exact: true });
  }

  /** Adds a whole field through the wizard: details, then options for the option types. */
  async addCustomField(field: { label: string; kind: CustomFieldKind; hiddenValue?: string; mandatory?: boolean; options?: string[] }): Promise<void> {
    await this.startCustomField();
    await this.fillFieldDetails(field);
    if (field.options) {
      await this.wizardButton("Next: options").click();
      await this.fillOptions(field.options);
    }
    await this.wizardButton("Save field").click();
    await expect(this.wizard()).toBeHidden();
    await expect(this.customFieldRow(field.label)).toBeVisible();
  }

  // Target

  targetChips(): Locator {
    return this.page.getByTestId("target-chip");
  }

  // Recurring

  calendar(): Locator {
    return this.page.getByTestId("recurring-calendar");
  }

  chargeDays(): Locator {
    return this.page.getByTestId("charge-day");
  }

  // Readiness and saving

  readinessPanel(): Locator {
    return this.page.getByTestId("readiness-panel");
  }

  readyMarker(): Locator {
    return this.page.getByTestId("readiness-ready");
  }

  readinessProblems(): Locator {
    return this.page.getByTestId("readiness-problem");
  }

  draftOnlyAlert(): Locator {
    return this.page.getByTestId("draft-only");
  }

  async save(): Promise<void> {
    await this.page.getByRole("button", { name: "Save", exact: true }).click();
  }

  async saveAsDraft(): Promise<void> {
    await this.page.getByRole("button", { name: "Save as Draft", exact: true }).click();
  }

  /**
   * Saves a ready item and answers its id, read from the edit page the builder moves to. An item
   * the builder does not call ready fails here with what its readiness panel says is missing.
   */
  async saveAndGetId(asDraft = false): Promise<number> {
    if (!asDraft) {
      try {
        await expect(this.readyMarker()).toBeVisible();
      } catch (error) {
        const panel = (await this.readinessPanel().innerText()).replace(/\s+/g, " ");
        throw new Error(`The builder does not call the item ready; its readiness panel says: "${panel}"`, { cause: error });
      }
    }
    if (asDraft) await this.saveAsDraft();
    else await this.save();
    await expect(this.notification("Saved")).toBeVisible();
    await expect(this.page).toHaveURL(/\/payments\/edit\/\d+$/);
    return Number(/\/payments\/edit\/(\d+)$/.exec(this.page.url())?.[1]);
  }

  notification(text: string): Locator {
    return this.page.locator(".mantine-Notification-root").filter({ hasText: text }).first();
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole("dialog", { name });
  }
}

/** Reads what the server stored, as the signed-in user of `request` (sharing the page's session). */
export class ItemBuilderApi {
  constructor(private readonly request: APIRequestContext) {}

  private query<T>(procedure: string, input: unknown): Promise<T> {
    return trpcCall<T>(this.request, procedure, input, "GET");
  }

  item(module: string, itemId: number): Promise<StoredItem> {
    return this.query<StoredItem>("itemBuilder.get", { module, itemId });
  }
}

export interface StoredItem {
  itemId: number;
  code: string;
  status: string;
  isDraft: boolean;
  payForPath: string;
  form: {
    type: string;
    title: string;
    slug: string;
    description: string;
    categoryId: number | null;
    imageId: number | null;
    settlementAccountId: number | null;
    coaId: number | null;
    subCoaId: number | null;
    amountType: string;
    amountCents: number;
    feeType: string;
    feeCents: number;
    taxEnabled: boolean;
    includeTax: boolean;
    taxRateHundredths: number;
    shippingEnabled: boolean;
    shippingCents: number;
    quantityAvailable: number;
    customFields: { label: string; type: string; defaultValue: string | null; isMandatory: boolean; values: string[] }[];
    availableToUsers: boolean;
    disableGuest: number;
    targets: { kind: string }[];
    active: boolean;
    visible: boolean;
    pnpCalc: boolean;
    recurring: { mode: string; recurringDay?: number | null; billingIntervalDays?: number | null; recurControl: string; billingOccurs?: number | null } | null;
    event: { startsAt?: string | null; endsAt?: string | null; location?: string | null } | null;
    bundle: { itemId: number; quantity: number }[];
    pullsDataByApi: boolean;
  };
}
