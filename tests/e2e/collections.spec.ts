import { demoAccount } from "@paydesk/tests/demo-accounts";
import { COLLECTION_MESSAGES } from "@paydesk/validators";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { AppShell } from "./pages/app-shell.ts";
import { CollectionsPage } from "./pages/collections-page.ts";
import { signIn } from "./pages/login-page.ts";
import { partialSale } from "./pages/terminal-sale.ts";

/**
 * Collections (`/control/operations/collections`): a partial authorization taken at
 * Lincoln's terminal through the real checkout call appears with what is due; control e-mails a
 * reminder (one per click, into the outbox) and marks it collected with a memo (the 2-character
 * rule's message first). Everyone else gets the access-denied page.
 */
const SCHOOL = demoAccount("school");
const CONTROL = demoAccount("control");

// Sign-ins (argon2), a checkout and axe audits of a long table on a shared two-core machine.
test.describe.configure({ timeout: 300_000 });

test("a partial authorization appears in collections, is reminded once per click and marked collected", async ({ page, playwright, baseURL }) => {
  const school = await playwright.request.newContext({ baseURL });
  expect((await school.post("/login", { data: SCHOOL })).status()).toBe(200);
  const email = `partial-${Date.now()}@payers.test`;
  const { orderId } = await partialSale(school, email);
  await school.dispose();

  await signIn(page, CONTROL);
  const collections = new CollectionsPage(page);
  await collections.goto();
  // The payer filter narrows the list to this payer (the seed has partial orders of its own).
  await page.getByLabel("Payer").fill(email);
  const row = collections.row(orderId);
  await expect(page.getByTestId("collection-row")).toHaveCount(1, { timeout: 30_000 });
  // Zoo Field Trip, $18.00: half approved, $9.00 due.
  await expect(row).toContainText("Lincoln High School");
  await expect(row).toContainText("Pat Partial");
  await expect(row).toContainText("Partial authorization");
  await expect(row).toContainText("$9.00");
  await expect(row.getByTestId("collection-state")).toHaveText("Due");
  await expect(page.getByRole("table", { name: "Totals by company" })).toContainText("Lincoln High School");
  await expectAccessible(page);

  await collections.remind(orderId);
  await expect(page.getByText(`${COLLECTION_MESSAGES.reminderSent} (${email})`)).toBeVisible();
  await expect(row.getByTestId("collection-state")).toHaveText("Reminded (1)");

  const dialog = await collections.startClosing(orderId);
  await dialog.getByLabel("Memo").fill("x");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(COLLECTION_MESSAGES.memoRequired)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("radio", { name: "Collected" }).check();
  await dialog.getByLabel("Memo").fill("Paid the rest at the office");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(COLLECTION_MESSAGES.collected)).toBeVisible();
  await expect(row).toHaveCount(0);

  // The reminder is in the outbox, addressed to the payer, with the link to pay the rest.
  await page.goto("/control/operations/outbox");
  await page.getByLabel("Recipient").fill(email);
  await expect(page.getByTestId("outbox-row")).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId("outbox-row")).toContainText("Payment reminder from Lincoln High School: $9.00 due");
});

test("collections is control only", async ({ page }) => {
  await signIn(page, SCHOOL);
  await page.goto("/control/operations/collections");
  await expect(new AppShell(page).accessDenied()).toBeVisible();
});
