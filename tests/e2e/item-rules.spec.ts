import { demoAccount } from "@paydesk/tests/demo-accounts";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { chooseOption } from "./pages/combobox.ts";
import { signIn } from "./pages/login-page.ts";
import { paymentSettingsRestorer } from "./pages/payment-settings-page.ts";

/**
 * Item rules (/{module}/items/rules/*) and the payment settings page (/{module}/payments/methods)
 * (docs/product/items-and-fees.md). The item is made for the test through the legacy save call, as a
 * draft, so no other test's items are touched.
 */
const SCHOOL = demoAccount("school");

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The rule screens, as a user sees them. */
class ItemRulesPage {
  constructor(private readonly page: Page) {}

  /** Required fields carry an asterisk in their label, so labels match from their start. */
  field(label: string) {
    return this.page.getByLabel(new RegExp(`^${label}`));
  }

  row(name: string) {
    return this.page.getByRole("table", { name: "Rules" }).getByRole("row").filter({ hasText: name });
  }

  async fillRule(rule: { name: string; argumentKey: string; outputKey: string }) {
    await this.field("Name").fill(rule.name);
    await this.field("Argument key").fill(rule.argumentKey);
    await this.field("Output key").fill(rule.outputKey);
  }
}

async function draftItemWithField(page: Page, title: string): Promise<number> {
  const res = await page.request.post("/school/items/save", {
    data: { title, is_draft: "1", custom_fields: [{ label: "Student ID", type: "text" }] },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).item_id as number;
}

test("choose an item, create a rule (name required), edit it and delete it", async ({ page }) => {
  await signIn(page, SCHOOL);
  const title = unique("Rules trip");
  await draftItemWithField(page, title);
  const rules = new ItemRulesPage(page);

  await page.goto("/school/items/rules");
  await page.getByLabel("Find an item").fill(title);
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: `Rules of ${title}` })).toBeVisible();
  await expect(page.getByText("This item has no rules yet.")).toBeVisible();

  await page.getByRole("link", { name: "Create rule" }).click();
  await page.getByRole("button", { name: "Create rule" }).click();
  await expect(page.getByText("Rules must have a name")).toBeVisible();
  await rules.fillRule({ name: "Balance lookup", argumentKey: "student_id", outputKey: "balance" });
  const customField = page.getByRole("combobox", { name: "Custom field" });
  await chooseOption(customField, page.getByRole("option", { name: "Student ID" }), { shows: "Student ID" });
  await page.getByRole("button", { name: "Create rule" }).click();
  await expect(page.getByText("The rule Balance lookup has been created.")).toBeVisible();
  await expect(rules.row("Balance lookup")).toContainText("student_id");
  await expect(rules.row("Balance lookup")).toContainText("Student ID");

  await page.getByRole("button", { name: "Edit Balance lookup" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit rule" });
  await dialog.getByLabel(/^Name/).fill("");
  await dialog.getByRole("button", { name: "Save rule" }).click();
  await expect(dialog.getByText("Rules must have a name")).toBeVisible();
  await dialog.getByLabel(/^Name/).fill("Lunch balance");
  await dialog.getByLabel(/^Output key/).fill("lunch_balance");
  await dialog.getByRole("button", { name: "Save rule" }).click();
  await expect(dialog).toBeHidden();
  await expect(rules.row("Lunch balance")).toContainText("lunch_balance");
  await expect(rules.row("Balance lookup")).toHaveCount(0);

  await page.getByRole("button", { name: "Delete Lunch balance" }).click();
  await page.getByRole("dialog", { name: "Delete rule" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("This item has no rules yet.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("This item has no rules yet.")).toBeVisible();
});

// The school's fee settings go back as the demo data has them, whatever happens in the test.
let restoreSettings: (() => Promise<void>) | undefined;
test.afterAll(async () => {
  await restoreSettings?.();
});

test("payment settings: AlwaysAddFlat shows the default item fee, and the choice is saved", async ({ page, playwright }, info) => {
  restoreSettings = await paymentSettingsRestorer(playwright, info, SCHOOL, "school");
  await signIn(page, SCHOOL);
  await page.goto("/school/payments/methods");
  const fee = page.getByLabel("Default item fee");
  await expect(page.getByRole("heading", { name: "Payment settings" })).toBeVisible();
  await expect(page.getByLabel("Default", { exact: true })).toBeChecked();
  await expect(fee).toBeHidden();

  await page.getByLabel("Always add a flat fee").check();
  await expect(fee).toBeVisible();
  await fee.fill("2.5");
  await fee.blur();
  await expect(fee).toHaveValue("$2.50");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  await page.goto("/school/payments");
  await expect(page.getByLabel("Always add a flat fee")).toBeChecked();
  await expect(page.getByLabel("Default item fee")).toHaveValue("$2.50");

  // Back to the seed's behaviour for the tests that follow in this database.
  await page.getByLabel("Default", { exact: true }).check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
});
