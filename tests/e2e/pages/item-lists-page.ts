import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { chooseSite } from "./site-picker.ts";
import { ListRows } from "./list-rows.ts";
import { trpcCall } from "./trpc-call.ts";
import { pickOption } from "./combobox.ts";

export type MassActionLabel =
  | "Save as draft"
  | "Remove draft"
  | "Move to trash"
  | "Delete permanently"
  | "Restore"
  | "Activate"
  | "Deactivate"
  | "Make visible"
  | "Make invisible"
  | "Paid/not paid on"
  | "Paid/not paid off";

const IN_MENU: readonly MassActionLabel[] = ["Activate", "Deactivate", "Make visible", "Make invisible", "Paid/not paid on", "Paid/not paid off"];

/**
 * The item lists (`/{module}/payments/individual-items`, `/recurring`, `/mips`, `/events`,
 * `/payments/3rd/{kind}`, `/school/items`): toolbar, table, selection, mass and row actions.
 */
export class ItemListsPage {
  constructor(private readonly page: Page) {}

  async goto(module: string, path: string, heading: string): Promise<void> {
    await this.page.goto(`/${module}/${path}`);
    await expect(this.page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }

  table(): Locator {
    return this.page.getByRole("table", { name: "Items" });
  }

  rows = (): Locator => new ListRows(this.page, "item-row").all();
  row = (code: string): Locator => new ListRows(this.page, "item-row").keyed("code", code);

  /** Titles of the rows on screen, top to bottom. */
  titles(): Locator {
    return this.rows().getByTestId("item-title");
  }

  status(code: string): Locator {
    return this.row(code).getByTestId("item-status");
  }

  /**
   * Types a search and waits until the list has taken it (the field is debounced, and a new
   * search clears the selection, so selecting before it lands would be undone).
   */
  async search(text: string): Promise<void> {
    await this.page.getByRole("textbox", { name: "Search" }).fill(text);
    const param = new URLSearchParams({ q: text }).toString().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (text) await expect(this.page).toHaveURL(new RegExp(`[?&]${param}(&|$)`));
    else await expect(this.page).not.toHaveURL(/[?&]q=/);
    await this.settled();
  }

  /** The list shows the answer to its latest query (no earlier page kept on screen meanwhile). */
  async settled(): Promise<void> {
    await expect(this.page.locator('table[aria-busy="true"]')).toHaveCount(0);
  }

  /** A Mantine Select (its input is a combobox or a textbox, depending on `searchable`). */
  private async choose(label: string, option: string): Promise<void> {
    const field = this.page.getByRole("combobox", { name: label, exact: true }).or(this.page.getByRole("textbox", { name: label, exact: true }));
    await pickOption(field, this.page.getByRole("option", { name: option, exact: true }), { what: option });
    await this.settled();
  }

  async filterStatus(option: "Any (trash hidden)" | "Active" | "Draft" | "Trash"): Promise<void> {
    await this.choose("Status", option);
  }

  async sortBy(option: "Title" | "Modified date" | "Creation date" | "Payee", direction: "Ascending" | "Descending"): Promise<void> {
    await this.choose("Sort by", option);
    await this.page.getByText(direction, { exact: true }).click();
    await this.settled();
  }

  count(): Locator {
    return this.page.getByTestId("item-count");
  }

  async gotoPage(n: number): Promise<void> {
    await this.page.getByTestId("item-pagination").getByRole("button", { name: String(n), exact: true }).click();
  }

  selectBox(code: string): Locator {
    return this.row(code).getByRole("checkbox", { name: /^Select / });
  }

  selectAll(): Locator {
    return this.table().getByRole("checkbox", { name: "Select all" });
  }

  async select(...codes: string[]): Promise<void> {
    for (const code of codes) await this.selectBox(code).check();
  }

  /** The draft and trash actions are buttons of the selection bar; the switches' are in its menu. */
  async massAction(label: MassActionLabel): Promise<void> {
    const bar = this.page.getByTestId("selection-bar");
    if (IN_MENU.includes(label)) {
      await bar.getByRole("button", { name: "Switch on or off" }).click();
      await this.page.getByRole("menuitem", { name: label, exact: true }).click();
    } else {
      await bar.getByRole("button", { name: label, exact: true }).click();
    }
  }

  switch(code: string, name: "Active" | "Visible"): Locator {
    return this.row(code).getByRole("switch", { name: new RegExp(`^${name}: `) });
  }

  pnp(code: string): Locator {
    return this.row(code).getByRole("checkbox", { name: /^Paid \/ not paid report: / });
  }

  async rowAction(code: string, label: "Edit" | "Copy pay link" | "Totals" | "Run paid/not paid" | "Restore"): Promise<void> {
    await this.row(code).getByRole("button", { name: /^Actions for / }).click();
    await this.page.getByRole("menuitem", { name: label, exact: true }).click();
  }

  confirmDeleteDialog(): Locator {
    return this.page.getByRole("dialog", { name: /^Delete (item|\d+ items) permanently\?$/ });
  }

  totalsDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Total sales" });
  }

  notice(name: "drafts-added" | "drafts-updated" | "discarded"): Locator {
    return this.page.getByTestId(`notice-${name}`);
  }

  draftProblem(code: string): Locator {
    return this.page.locator(`[data-testid="draft-problem"][data-code="${code}"]`);
  }

  /** A notification; the first, should the same text show twice. */
  flash(text: string | RegExp): Locator {
    return this.page.locator(".mantine-Notification-root").filter({ hasText: text }).first();
  }

  chooseSite(name: string): Promise<void> {
    return chooseSite(this.page, name);
  }
}

/** The public pay-for-item page (`/pay/for/{slug}/{code}`). */
export class PayForPage {
  constructor(private readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole("heading", { level: 1 });
  }

  price(): Locator {
    return this.page.getByTestId("pay-price");
  }

  /** A guest's way to pay: add the item to the guest cart and go to checkout. */
  guestCheckoutButton(): Locator {
    return this.page.getByRole("button", { name: "Continue to checkout" });
  }

  note(): Locator {
    return this.page.getByTestId("pay-note");
  }
}

export interface ItemSpec {
  title: string;
  type?: "basic" | "recurring" | "event" | "multi" | "promo" | "blackboard";
  description?: string;
  amountCents?: number;
  active?: boolean;
  visible?: boolean;
  disableGuest?: 0 | 1 | 2;
  categoryId?: number | null;
  settlementAccountId?: number | null;
  /** Saved as a draft whatever its readiness. */
  draft?: boolean;
  /** Leave the chart-of-accounts entry out (the item is then not ready). */
  noAccount?: boolean;
}

export interface CreatedItem {
  id: number;
  code: string;
  title: string;
}

/**
 * The app's own API for preparing items, as the signed-in user of `request` (a page's or a
 * context's request, sharing its session cookie): the builder's create call and its pick lists.
 */
export class ItemApi {
  private booking: { payeeId: number; coaId: number } | null = null;

  constructor(
    private readonly request: APIRequestContext,
    private readonly module = "school",
  ) {}

  private call<T>(procedure: string, input: unknown, method: "GET" | "POST"): Promise<T> {
    return trpcCall<T>(this.request, procedure, input, method);
  }

  async signIn(email: string, password: string): Promise<void> {
    const res = await this.request.post("/login", { data: { email, password } });
    if (!res.ok()) throw new Error(`sign-in as ${email} failed: ${res.status()}`);
  }

  /**
   * A payee of the site and a primary chart-of-accounts entry of that payee (the chart is kept per
   * payee): what makes an item ready.
   */
  private async payeeAndAccount(): Promise<{ payeeId: number; coaId: number }> {
    if (this.booking === null) {
      for (const payee of await this.payees()) {
        const accounts = await this.call<{ id: number }[]>("coa.list", { module: this.module, payeeId: payee.id, kind: "PRIMARY" }, "GET");
        if (accounts[0]) {
          this.booking = { payeeId: payee.id, coaId: accounts[0].id };
          break;
        }
      }
      if (this.booking === null) throw new Error("no payee of the site has a chart of accounts to book items to");
    }
    return this.booking;
  }

  async categories(): Promise<{ id: number; name: string }[]> {
    return (await this.call<{ categories: { id: number; name: string }[] }>("itemBuilder.options", { module: this.module }, "GET")).categories;
  }

  async payees(): Promise<{ id: number; name: string }[]> {
    return (await this.call<{ settlementAccounts: { id: number; name: string }[] }>("itemBuilder.options", { module: this.module }, "GET")).settlementAccounts;
  }

  /** Whether the item's paid / not paid report has been computed (the list's own call, by its code). */
  async pnpComputed(code: string): Promise<boolean> {
    const { items } = await this.call<{ items: { code: string; pnpComputedAt: string | null }[] }>(
      "items.list",
      { module: this.module, search: code },
      "GET",
    );
    const item = items.find((row) => row.code === code);
    if (!item) throw new Error(`the item list has no item ${code}`);
    return item.pnpComputedAt !== null;
  }

  async create(spec: ItemSpec): Promise<CreatedItem> {
    const booking = spec.noAccount ? null : await this.payeeAndAccount();
    const result = await this.call<{ itemId: number; code: string }>(
      "itemBuilder.create",
      {
        module: this.module,
        type: spec.type ?? "basic",
        title: spec.title,
        description: spec.description ?? (spec.noAccount ? "" : `<p>${spec.title}</p>`),
        coaId: booking?.coaId ?? null,
        amountType: "Fixed",
        amountCents: spec.amountCents ?? 1000,
        feeType: "None",
        active: spec.active ?? true,
        visible: spec.visible ?? true,
        disableGuest: spec.disableGuest ?? 0,
        categoryId: spec.categoryId ?? null,
        settlementAccountId: spec.settlementAccountId ?? booking?.payeeId ?? null,
        ...(spec.type === "recurring"
          ? { recurring: { mode: "date", recurringDay: 1, recurControl: "indefinitely", startsOn: "2027-01-01" } }
          : {}),
        saveAsDraft: spec.draft ?? false,
      },
      "POST",
    );
    return { id: result.itemId, code: result.code, title: spec.title };
  }
}

let counter = 0;
/** A tag no other test run uses, to find this test's items with the list's search. */
export function uniqueTag(label: string): string {
  counter += 1;
  return `${label}${Date.now().toString(36)}${counter}`.toUpperCase();
}
