import { demoAccount } from "@paydesk/tests/demo-accounts";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { CUSTOM_FIELD_MESSAGES, ITEM_FORM_MESSAGES, ITEM_MESSAGES, PAYMENT_MESSAGES } from "@paydesk/validators";
import { signIn } from "./pages/login-page.ts";
import { ItemBuilderApi, ItemBuilderPage } from "./pages/item-builder-page.ts";

/**
 * The item builder (docs/product/items-and-fees.md) as a school administrator uses it: one item of each
 * kind built through the page, then checked on the reloaded edit page and through the API.
 */
const SCHOOL = demoAccount("school");

// The builder's walks are the longest of the suite (a whole form, saved and read back; the
// six-field wizard): 25-55 s each on an idle two-core machine with two workers, which left them
// at the mercy of any other load under the default minute. Three minutes each, no assertion eased.
// Each walk builds items of its own (unique titles, its own picture): they run side by side.
test.describe.configure({ mode: "parallel", timeout: 180_000 });

/** A valid 1×1 PNG: the server reads what it is sent. */
const ONE_PIXEL_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function signedInBuilder(page: Page): Promise<ItemBuilderPage> {
  await signIn(page, SCHOOL);
  return new ItemBuilderPage(page);
}

/** What every ready item needs: a description, a payee and a chart-of-accounts entry. */
/** What a Fixed item needs to be ready: a title, a description, its accounts and a price the cart takes (the server's suggested fee). */
async function fillEssentials(builder: ItemBuilderPage, title: string): Promise<void> {
  await builder.textbox("Title").fill(title);
  await builder.writeDescription(`About ${title}.`);
  await builder.choose("Settlement account", "Lincoln High General Fund");
  await builder.search("Chart of accounts", "42", "4200 - Field Trip Revenue");
  await builder.radio("Suggested").check();
  await builder.fillAndBlur(builder.price(), "15");
}

test("a basic item: chooser, vanity URL, accounts, fixed price and fee, saved and shown again", async ({ page }) => {
  const builder = await signedInBuilder(page);
  const api = new ItemBuilderApi(page.request);
  const title = unique("E2E Basic");

  await builder.gotoChooser("school");
  await builder.chooseType("Basic item");
  await expect(page).toHaveURL(/\/school\/items\/create\?type=basic$/);
  await expect(builder.section("Recurring")).toHaveCount(0);

  await fillEssentials(builder, title);
  await builder.fillAndBlur(builder.textbox("Vanity URL name"), "Field trip: zoo & more");
  await expect(builder.textbox("Vanity URL name")).toHaveValue("Field-trip-zoo--more");
  await expect(builder.payLinkPreview()).toContainText("/pay/for/Field-trip-zoo--more/ITEM-CODE");
  await builder.choose("Category", "Field Trips");
  // A name of this run only: a retry must not find the first attempt's picture too.
  const picture = `${unique("dot").replace(/\W+/g, "-")}.png`;
  await page.locator('input[type="file"]').setInputFiles({ name: picture, mimeType: "image/png", buffer: Buffer.from(ONE_PIXEL_PNG, "base64") });
  await expect(page.getByRole("option", { name: picture })).toHaveAttribute("aria-selected", "true");
  await builder.search("Sub account", "Summer", "03 - Summer Term");
  await builder.radio("Fixed").check();
  await builder.fillAndBlur(builder.price(), "12.5");
  await expect(builder.price()).toHaveValue("$12.50");
  await builder.fillAndBlur(builder.textbox("Fee per item"), "1");
  await expect(builder.total("total")).toHaveText("$13.50");

  const itemId = await builder.saveAndGetId();
  const stored = await api.item("school", itemId);
  expect(stored.form).toMatchObject({
    type: "basic",
    title,
    slug: "Field-trip-zoo--more",
    amountType: "Fixed",
    amountCents: 1250,
    feeType: "Fixed",
    feeCents: 100,
  });
  expect(stored.form.coaId).not.toBeNull();
  expect(stored.form.imageId).not.toBeNull();
  expect(stored.form.subCoaId).not.toBeNull();
  expect(stored.payForPath).toBe(`/pay/for/Field-trip-zoo--more/${stored.code}`);

  await page.reload();
  await builder.waitForForm();
  await expect(builder.textbox("Title")).toHaveValue(title);
  await expect(builder.price()).toHaveValue("$12.50");
  await expect(builder.select("Chart of accounts")).toHaveValue("4200 - Field Trip Revenue");
  await expect(builder.select("Sub account")).toHaveValue("03 - Summer Term");
  await expect(builder.select("Category")).toHaveValue("Field Trips");
  await expect(builder.description()).toContainText(`About ${title}.`);
  await expect(builder.payLinkPreview()).toContainText(stored.payForPath);
  await expect(builder.readyMarker()).toBeVisible();
  await expect(page.getByRole("option", { name: picture })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator(`img[src="/e/image/${stored.form.imageId}/thumb"]`)).toHaveCount(1);
});

test("blur formatting: dollars, percents and integers are read, clamped and formatted as the product says", async ({ page }) => {
  const builder = await signedInBuilder(page);
  await page.goto("/school/payments/build-new");
  await builder.waitForForm();
  await expect(builder.readinessPanel()).toBeVisible();
  await builder.radio("Fixed").check();

  for (const [typed, shown] of [
    ["abc", "$0.00"],
    ["$1,234.567", "$1,234.57"],
    ["250000", "$100,000.00"],
    ["-5", "$0.00"],
    ["7", "$7.00"],
  ] as const) {
    await builder.fillAndBlur(builder.price(), typed);
    await expect(builder.price()).toHaveValue(shown);
  }

  await builder.switch("Charge tax").check();
  for (const [typed, shown] of [
    ["120", "99.99%"],
    ["8.255", "8.26%"],
    ["x", "0.00%"],
  ] as const) {
    await builder.fillAndBlur(builder.textbox("Tax rate"), typed);
    await expect(builder.textbox("Tax rate")).toHaveValue(shown);
  }
  // Include tax takes the company's default rate (Lincoln High: 8.25 %) and holds the rate; off, 0.00.
  const includeTax = page.getByRole("checkbox", { name: "Include tax at the company rate (8.25%)" });
  await includeTax.check();
  await expect(builder.textbox("Tax rate")).toHaveValue("8.25%");
  await builder.fillAndBlur(builder.price(), "100");
  await expect(builder.total("tax")).toHaveText("$8.25");
  await includeTax.uncheck();
  await expect(builder.textbox("Tax rate")).toHaveValue("0.00%");
  await includeTax.check();
  await builder.switch("Charge tax").uncheck();
  await expect(builder.total("tax")).toHaveText("$0.00");

  await builder.switch("Charge shipping").check();
  await builder.fillAndBlur(builder.textbox("Shipping"), "4.5");
  await expect(builder.total("shipping")).toHaveText("$4.50");
  await builder.switch("Charge shipping").uncheck();
  await expect(builder.total("shipping")).toHaveText("$0.00");
  await builder.switch("Charge shipping").check();
  await expect(builder.textbox("Shipping")).toHaveValue("$0.00");

  // The empty-allowed dollar field (an advanced-open amount's suggestion) keeps blank.
  await builder.radio("Advanced open").check();
  const suggested = builder.textbox("Suggested amount (optional)");
  await builder.fillAndBlur(suggested, "5");
  await expect(suggested).toHaveValue("$5.00");
  await builder.fillAndBlur(suggested, "");
  await expect(suggested).toHaveValue("");

  for (const [typed, shown] of [
    ["12.9", "12"],
    ["1,000", "1000"],
    ["none", "0"],
  ] as const) {
    await builder.fillAndBlur(builder.textbox("Quantity available"), typed);
    await expect(builder.textbox("Quantity available")).toHaveValue(shown);
  }
});

test("fee types: None blocks the price with the product's message, Fixed, Calculated and the server's Suggested fee", async ({ page }) => {
  const builder = await signedInBuilder(page);
  await page.goto("/school/items/create?type=basic");
  await builder.waitForForm();
  await builder.choose("Settlement account", "Lincoln High General Fund");

  // A new item starts with a price and no fee: Fixed at $0.00, the price open.
  await expect(builder.radio("Fixed")).toBeChecked();
  await expect(builder.price()).not.toHaveAttribute("readonly");
  // None: the price is read-only, and trying to edit it says why.
  await builder.radio("None").check();
  await expect(builder.price()).toHaveAttribute("readonly", "");
  await builder.price().click();
  await expect(builder.inputError(builder.price())).toHaveText(ITEM_MESSAGES.feeTypeBlocksPrice);

  // Fixed: the price opens; the fee is per item, so it counts once per unit.
  await builder.radio("Fixed").check();
  await expect(builder.inputError(builder.price())).toHaveCount(0);
  await builder.fillAndBlur(builder.price(), "20");
  await builder.fillAndBlur(builder.textbox("Fee per item"), "1.50");
  await expect(builder.total("fee")).toHaveText("$1.50");
  await builder.fillAndBlur(builder.textbox("Quantity", page.getByTestId("totals-preview")), "3");
  await expect(builder.total("fee")).toHaveText("$4.50");
  await expect(builder.total("total")).toHaveText("$64.50");
  await builder.fillAndBlur(builder.textbox("Quantity", page.getByTestId("totals-preview")), "1");

  // Suggested (Fixed amounts): the server's fee for the payee and price, 2.75 % × $20.00 + $0.25.
  await builder.radio("Suggested").check();
  await expect(builder.suggestedFee()).toHaveText("Suggested fee: $0.80");
  await expect(builder.total("fee")).toHaveText("$0.80");
  await builder.fillAndBlur(builder.price(), "40");
  await expect(builder.suggestedFee()).toHaveText("Suggested fee: $1.35");

  // Calculated belongs to open amounts, which hide the price.
  await builder.radio("Open (payer enters the amount)").check();
  await expect(builder.price()).toHaveCount(0);
  await expect(builder.radio("Suggested")).toHaveCount(0);
  await expect(builder.radio("None")).toBeChecked();
  await builder.radio("Calculated").check();
  await expect(page.getByTestId("calculated-fee")).toContainText("2.75% + $0.25");
  await builder.radio("Fixed price").check();
  await expect(builder.radio("Calculated")).toHaveCount(0);
  await expect(builder.price()).toBeVisible();
});

test("changing the settlement account asks first, then clears the chart of accounts and offers the new payee's", async ({ page }) => {
  const builder = await signedInBuilder(page);
  await page.goto("/school/items/create?type=basic");
  await builder.waitForForm();
  // The chart of accounts is kept per payee: nothing to pick before one is chosen.
  await expect(builder.select("Chart of accounts")).toBeDisabled();
  await builder.choose("Settlement account", "Lincoln High General Fund");
  await builder.search("Chart of accounts", "4200", "4200 - Field Trip Revenue");
  await builder.search("Sub account", "Summer", "03 - Summer Term");

  await builder.choose("Settlement account", "Lincoln High Athletics");
  const confirm = builder.dialog("Change the settlement account?");
  await expect(confirm).toContainText("must be chosen again");
  await confirm.getByRole("button", { name: "Keep the current account" }).click();
  await expect(builder.select("Settlement account")).toHaveValue("Lincoln High General Fund");
  await expect(builder.select("Chart of accounts")).toHaveValue("4200 - Field Trip Revenue");

  await builder.choose("Settlement account", "Lincoln High Athletics");
  await builder.dialog("Change the settlement account?").getByRole("button", { name: "Change and clear accounts" }).click();
  await expect(builder.select("Settlement account")).toHaveValue("Lincoln High Athletics");
  await expect(builder.select("Chart of accounts")).toHaveValue("");
  await expect(builder.select("Sub account")).toHaveValue("");

  // The pickers now offer the Athletics payee's accounts, not the General Fund's.
  await builder.select("Chart of accounts").click();
  await builder.select("Chart of accounts").fill("4");
  await expect(page.getByRole("option", { name: "4100 - Athletics Revenue", exact: true })).toBeVisible();
  await expect(page.getByRole("option", { name: "4200 - Field Trip Revenue", exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await builder.select("Chart of accounts").fill("");
  await builder.select("Sub account").click();
  await expect(page.getByRole("option", { name: "01 - Fall Season", exact: true })).toBeVisible();
  await expect(page.getByRole("option", { name: "03 - Summer Term", exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // With no account chosen there is nothing to lose: no question.
  await builder.choose("Settlement account", "Lincoln High General Fund");
  await expect(builder.dialog("Change the settlement account?")).toHaveCount(0);
  await expect(builder.select("Settlement account")).toHaveValue("Lincoln High General Fund");
});

test("a recurring item: the preview calendar follows the schedule, and the schedule is stored", async ({ page }) => {
  const builder = await signedInBuilder(page);
  const api = new ItemBuilderApi(page.request);
  const title = unique("E2E Recurring");
  await builder.gotoChooser("school");
  await builder.chooseType("Recurring item");
  await expect(page).toHaveURL(/\?type=recurring$/);
  await fillEssentials(builder, title);
  await builder.radio("Fixed").check();
  await builder.fillAndBlur(builder.price(), "25");
  await builder.fillAndBlur(builder.textbox("Fee per item"), "1");

  const recurring = builder.section("Recurring");
  await builder.sideNavLink("Recurring").click();
  await builder.textbox("Start date", recurring).fill("2027-01-10");
  await builder.fillAndBlur(builder.textbox("Day of the month", recurring), "31");
  await builder.fillAndBlur(builder.textbox("Number of charges", recurring), "4");
  // Day 31 falls on each month's last day when the month is shorter.
  await expect(page.getByTestId("recurring-summary")).toHaveText("4 charges from 2027-01-31 to 2027-04-30.");
  await expect(builder.chargeDays()).toHaveText(["31", "28", "31", "30"]);

  // Interval mode: a calendar only above 7 days; "never" previews 50 charges.
  await recurring.getByText("Every few days").click();
  await builder.fillAndBlur(builder.textbox("Interval in days", recurring), "7");
  await expect(page.getByTestId("recurring-no-calendar")).toBeVisible();
  await expect(builder.calendar()).toHaveCount(0);
  await builder.fillAndBlur(builder.textbox("Interval in days", recurring), "14");
  await expect(builder.calendar()).toBeVisible();
  await expect(page.getByTestId("recurring-summary")).toHaveText("4 charges from 2027-01-10 to 2027-02-21.");
  await builder.radio("Never").check();
  await expect(page.getByTestId("recurring-summary")).toContainText("50 charges from 2027-01-10");

  const itemId = await builder.saveAndGetId();
  const stored = await api.item("school", itemId);
  expect(stored.form.type).toBe("recurring");
  expect(stored.form.recurring).toMatchObject({ mode: "interval", billingIntervalDays: 14, recurControl: "indefinitely" });

  await page.reload();
  await builder.waitForForm();
  await expect(builder.textbox("Interval in days")).toHaveValue("14");
  await expect(builder.radio("Never")).toBeChecked();
  await expect(builder.calendar()).toBeVisible();
});

test.describe("from a browser in another time zone", () => {
  // The company's clock, whatever the browser's: this browser is two hours behind Lincoln.
  test.use({ timezoneId: "America/Los_Angeles" });

  test("an event item keeps its dates and place", async ({ page }) => {
    const builder = await signedInBuilder(page);
    const api = new ItemBuilderApi(page.request);
    const title = unique("E2E Event");
    await builder.gotoChooser("school");
    await builder.chooseType("Event");
    await expect(page).toHaveURL(/\?template=event$/);
    await expect(builder.section("Recurring")).toHaveCount(0);
    await fillEssentials(builder, title);
    await builder.textbox("Event starts").fill("2027-03-05T18:30");
    await builder.textbox("Event ends").fill("2027-03-05T21:00");
    await builder.textbox("Location").fill("Lincoln High Gym");

    const itemId = await builder.saveAndGetId();
    const stored = await api.item("school", itemId);
    expect(stored.form.type).toBe("event");
    expect(stored.form.event?.location).toBe("Lincoln High Gym");
    // Entered on Lincoln's clock (America/Chicago), not the browser's: 18:30 is 00:30 UTC the next day.
    expect(new Date(stored.form.event?.startsAt ?? "").toISOString()).toBe("2027-03-06T00:30:00.000Z");

    await page.reload();
    await builder.waitForForm();
    await expect(builder.textbox("Event starts")).toHaveValue("2027-03-05T18:30");
    await expect(builder.textbox("Event ends")).toHaveValue("2027-03-05T21:00");
    await expect(builder.textbox("Location")).toHaveValue("Lincoln High Gym");
  });
});

test("a multi-item package holds two of the company's items", async ({ page }) => {
  const builder = await signedInBuilder(page);
  const api = new ItemBuilderApi(page.request);
  const title = unique("E2E Package");
  await builder.gotoChooser("school");
  await builder.chooseType("Multi-item package");
  await expect(page).toHaveURL(/\?type=multi$/);
  await fillEssentials(builder, title);
  await builder.search("Add an item to the package", "Chemistry", /^Chemistry Lab Fee/);
  await builder.search("Add an item to the package", "Shorts", /^PE Uniform Shorts/);
  const rows = page.getByTestId("package-item");
  await expect(rows).toHaveCount(2);
  await builder.fillAndBlur(page.getByRole("textbox", { name: /^Quantity of PE Uniform Shorts/ }), "2");

  const itemId = await builder.saveAndGetId();
  const stored = await api.item("school", itemId);
  expect(stored.form.type).toBe("multi");
  expect(stored.form.bundle.map((b) => b.quantity)).toEqual([1, 2]);

  await page.reload();
  await builder.waitForForm();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Chemistry Lab Fee");
  await expect(rows.nth(1)).toContainText("PE Uniform Shorts");
});

test("a promo item: guest checkout only and visible reset each other; audience chips; promote flags", async ({ page }) => {
  const builder = await signedInBuilder(page);
  const api = new ItemBuilderApi(page.request);
  const title = unique("E2E Promo");
  await builder.gotoChooser("school");
  await builder.chooseType("Promo");
  await expect(page).toHaveURL(/\?template=promo$/);
  await fillEssentials(builder, title);

  await builder.radio("Guest checkout only").check();
  await expect(builder.switch("Visible in the Payment Center")).not.toBeChecked();
  await expect(page.getByTestId("target-notice")).toBeVisible();
  await builder.switch("Visible in the Payment Center").check();
  await expect(builder.radio("Guests may check out")).toBeChecked();

  await builder.choose("Add a grade", "10");
  await builder.search("Add a student", "Parker", /^Parker, Jamie/);
  await builder.choose("Add a group", "Seniors");
  await expect(builder.targetChips()).toHaveText(["Grade: 10", /^Student: Parker, Jamie/, "Group: Seniors"]);
  await page.getByRole("button", { name: "Remove Grade: 10" }).click();
  await expect(builder.targetChips()).toHaveCount(2);

  await builder.checkbox("Paid / not paid report").check();
  const itemId = await builder.saveAndGetId();
  const stored = await api.item("school", itemId);
  expect(stored.form).toMatchObject({ type: "promo", visible: true, disableGuest: 0, pnpCalc: true });
  expect(stored.form.targets.map((t) => t.kind)).toEqual(["student", "group"]);

  await page.reload();
  await builder.waitForForm();
  await expect(builder.targetChips()).toHaveText([/^Student: Parker, Jamie/, "Group: Seniors"]);
  await expect(builder.checkbox("Paid / not paid report")).toBeChecked();
});

test("a blackboard item pulls its data by API", async ({ page }) => {
  const builder = await signedInBuilder(page);
  const api = new ItemBuilderApi(page.request);
  const title = unique("E2E Blackboard");
  await builder.gotoChooser("school");
  await builder.chooseType("Blackboard item");
  await expect(page).toHaveURL(/\?type=blackboard$/);
  await fillEssentials(builder, title);
  await expect(builder.checkbox("Pull data by API")).toBeChecked();
  await builder.radio("Open (payer enters the amount)").check();

  const itemId = await builder.saveAndGetId();
  const stored = await api.item("school", itemId);
  expect(stored.form).toMatchObject({ type: "blackboard", pullsDataByApi: true, amountType: "Open" });
  await page.reload();
  await builder.waitForForm();
  await expect(builder.checkbox("Pull data by API")).toBeChecked();
  await expect(builder.radio("Open (payer enters the amount)")).toBeChecked();
});

test("custom fields of all six kinds through the wizard, with its messages and confirmations", async ({ page }) => {
  const builder = await signedInBuilder(page);
  const api = new ItemBuilderApi(page.request);
  const title = unique("E2E Fields");
  await page.goto("/school/items/create?type=basic");
  await builder.waitForForm();
  await fillEssentials(builder, title);
  await builder.sideNavLink("Custom Fields").click();

  // The custom field messages (docs/product/items-and-fees.md): a label is needed; hidden text
  // needs its value.
  await builder.startCustomField();
  await expect(builder.readinessProblems().filter({ hasText: "Finish or cancel the custom field you are editing." })).toBeVisible();
  await builder.wizardButton("Save field").click();
  await expect(builder.wizardProblems()).toHaveText(CUSTOM_FIELD_MESSAGES.labelRequired);
  await builder.fillFieldDetails({ label: "Source", kind: "Hidden text" });
  await builder.wizardButton("Save field").click();
  await expect(builder.wizardProblems()).toHaveText(CUSTOM_FIELD_MESSAGES.hiddenNeedsValue);
  await builder.textbox("Hidden value", builder.wizard()).fill("web-e2e");
  await builder.wizardButton("Save field").click();
  await expect(builder.customFieldRow("Source")).toBeVisible();

  // A label that asks for card numbers warns, but does not block.
  await builder.startCustomField();
  await builder.fillFieldDetails({ label: "Credit card number", kind: "Text" });
  await expect(page.getByTestId("payment-card-warning")).toBeVisible();
  await builder.textbox("Label", builder.wizard()).fill("Student name");
  await expect(page.getByTestId("payment-card-warning")).toHaveCount(0);
  await builder.checkbox("Mandatory", builder.wizard()).check();
  await builder.wizardButton("Save field").click();
  await builder.addCustomField({ label: "Notes", kind: "Text area" });

  // Option types go on to tab 3, which checks the option counts.
  await builder.startCustomField();
  await builder.fillFieldDetails({ label: "T-shirt size", kind: "Dropdown" });
  await builder.wizardButton("Next: options").click();
  await builder.fillOptions(["Small"]);
  await builder.wizardButton("Save field").click();
  await expect(builder.wizardProblems()).toHaveText(CUSTOM_FIELD_MESSAGES.twoOptions);
  await builder.wizard().getByRole("button", { name: "Add option" }).click();
  await builder.textbox("Option 2", builder.wizard()).fill("Large");
  await builder.wizardButton("Save field").click();
  await expect(builder.customFieldRow("T-shirt size")).toBeVisible();

  await builder.addCustomField({ label: "Lunch", kind: "Radio buttons", options: ["Pizza", "Salad"] });
  await builder.startCustomField();
  await builder.fillFieldDetails({ label: "Consents", kind: "Checkboxes" });
  await builder.wizardButton("Next: options").click();
  await builder.wizardButton("Save field").click();
  await expect(builder.wizardProblems()).toHaveText(CUSTOM_FIELD_MESSAGES.oneOption);
  await builder.fillOptions(["Photos allowed"]);
  await builder.wizardButton("Save field").click();
  await expect(builder.customFieldRows()).toHaveCount(6);

  // Cancel with work in progress asks, and "Keep editing" keeps it; confirming discards it.
  await builder.startCustomField();
  await builder.textbox("Label", builder.wizard()).fill("Half-done");
  await builder.wizardButton("Cancel").click();
  await builder.dialog("Discard this custom field?").getByRole("button", { name: "Keep editing" }).click();
  await expect(builder.textbox("Label", builder.wizard())).toHaveValue("Half-done");
  await builder.wizardButton("Cancel").click();
  await builder.dialog("Discard this custom field?").getByRole("button", { name: "Discard changes" }).click();
  await expect(builder.wizard()).toBeHidden();
  await expect(builder.customFieldRows()).toHaveCount(6);

  // Editing an existing field warns about reporting; moving to another row with changes warns that they are lost.
  await page.getByRole("button", { name: "Edit Notes" }).click();
  await expect(page.getByTestId("existing-field-warning")).toBeVisible();
  await builder.textbox("Label", builder.wizard()).fill("Notes for the office");
  await page.getByRole("button", { name: "Edit Lunch" }).click();
  await builder.dialog("Edit another custom field?").getByRole("button", { name: "Discard changes" }).click();
  await expect(builder.textbox("Label", builder.wizard())).toHaveValue("Lunch");
  await expect(builder.customFieldRow("Notes")).toBeVisible();
  await builder.wizardButton("Cancel").click();
  await expect(builder.wizard()).toBeHidden();

  // Reorder and delete.
  await page.getByRole("button", { name: "Move Consents up" }).click();
  await page.getByRole("button", { name: "Delete Notes" }).click();
  await expect(builder.customFieldRows()).toHaveCount(5);
  const order = ["Source", "Student name", "T-shirt size", "Consents", "Lunch"];
  await expect(builder.customFieldRows().locator("td:first-child")).toHaveText(order);

  const itemId = await builder.saveAndGetId();
  const stored = await api.item("school", itemId);
  expect(stored.form.customFields.map((f) => [f.label, f.type])).toEqual([
    ["Source", "hiddentext"],
    ["Student name", "text"],
    ["T-shirt size", "dropdown"],
    ["Consents", "checkboxes"],
    ["Lunch", "radios"],
  ]);
  expect(stored.form.customFields[0]?.defaultValue).toBe("web-e2e");
  expect(stored.form.customFields[1]?.isMandatory).toBe(true);
  expect(stored.form.customFields[2]?.values).toEqual(["Small", "Large"]);

  await page.reload();
  await builder.waitForForm();
  await expect(builder.customFieldRows().locator("td:first-child")).toHaveText(order);
});

test("a not-ready item can only be saved as a draft; the problems are highlighted", async ({ page }) => {
  const builder = await signedInBuilder(page);
  const api = new ItemBuilderApi(page.request);
  const title = unique("E2E Draft");
  await page.goto("/school/items/create?type=basic");
  await builder.waitForForm();
  // Even a draft needs what the form schema requires: a title.
  await builder.saveAsDraft();
  await expect(builder.notification(ITEM_MESSAGES.saveFailed)).toBeVisible();
  await expect(builder.inputError(builder.textbox("Title"))).toHaveText(ITEM_FORM_MESSAGES.titleRequired);
  await expect(page).toHaveURL(/\/items\/create\?type=basic$/);

  await builder.textbox("Title").fill(title);
  await expect(builder.readinessProblems().filter({ hasText: "Please enter a description." })).toBeVisible();
  // A Fixed item at $0.00 is one the cart would refuse.
  await expect(builder.readinessProblems().filter({ hasText: PAYMENT_MESSAGES.minimumPayment })).toBeVisible();

  await builder.save();
  await expect(builder.draftOnlyAlert()).toHaveText(ITEM_MESSAGES.draftOnly);
  await expect(page).toHaveURL(/\/items\/create\?type=basic$/);
  await expect(builder.select("Chart of accounts")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator('[data-field="description"] .mantine-InputWrapper-error')).toHaveText("Please enter a description.");

  // A problem links to its section.
  await builder.readinessProblems().filter({ hasText: "Please choose a chart of accounts entry." }).click();
  await expect(builder.section("Payment and Settlement")).toBeInViewport();

  const itemId = await builder.saveAndGetId(true);
  const stored = await api.item("school", itemId);
  expect(stored.isDraft).toBe(true);
  await expect(page.getByTestId("item-draft")).toBeVisible();

  // Fixing the problems makes it ready, and Save takes it out of draft.
  await builder.writeDescription("Now described.");
  // The accounts are the chosen payee's: the payee first.
  await builder.choose("Settlement account", "Lincoln High General Fund");
  await builder.search("Chart of accounts", "4200", "4200 - Field Trip Revenue");
  await builder.radio("Suggested").check();
  await builder.fillAndBlur(builder.price(), "9");
  await expect(builder.readyMarker()).toBeVisible();
  await builder.save();
  await expect(builder.notification("Saved")).toBeVisible();
  await expect(page.getByTestId("item-draft")).toHaveCount(0);
  expect((await api.item("school", itemId)).isDraft).toBe(false);
});

test("leaving with unsaved changes asks first; after saving it does not", async ({ page }) => {
  const builder = await signedInBuilder(page);
  await page.goto("/school/items/create?type=basic");
  await builder.waitForForm();
  const home = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Home" });

  // Nothing typed: nothing to lose.
  await home.click();
  await expect(page).toHaveURL(/\/school$/);

  await page.goto("/school/items/create?type=basic");
  await builder.waitForForm();
  const title = unique("E2E Leave");
  await fillEssentials(builder, title);
  await home.click();
  const leave = builder.dialog("Leave this item?");
  await expect(leave).toContainText("your changes will be discarded");
  await leave.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page).toHaveURL(/\/items\/create/);
  await expect(builder.textbox("Title")).toHaveValue(title);

  const itemId = await builder.saveAndGetId();
  await home.click();
  await expect(page).toHaveURL(/\/school$/);
  await expect(builder.dialog("Leave this item?")).toHaveCount(0);

  // Edited again, the guard is back; confirming leaves.
  await builder.gotoEdit("school", itemId);
  await builder.textbox("Title").fill(`${title} changed`);
  await home.click();
  await builder.dialog("Leave this item?").getByRole("button", { name: "Discard changes and leave" }).click();
  await expect(page).toHaveURL(/\/school$/);
});

test("sold-out messages are written and removed; failed server calls show the product's messages", async ({ page }) => {
  const builder = await signedInBuilder(page);
  await page.goto("/school/items/create?type=basic");
  await builder.waitForForm();
  const text = unique("Gone for the season");

  await page.getByRole("button", { name: "New message" }).click();
  await builder.textbox("New sold-out message").fill(text);
  await page.getByRole("button", { name: "Add message" }).click();
  await expect(builder.select("Sold-out message")).toHaveValue(text);
  await page.getByRole("button", { name: "Remove sold-out message" }).click();
  await expect(builder.select("Sold-out message")).toHaveValue("");
  await builder.select("Sold-out message").click();
  await expect(page.getByRole("option", { name: text })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // A removal the server refuses keeps the message and says so.
  await builder.choose("Sold-out message", "This item is sold out.");
  await page.route("**/trpc/soldOut.remove**", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.getByRole("button", { name: "Remove sold-out message" }).click();
  await expect(builder.notification(ITEM_MESSAGES.soldOutRemoveFailed)).toBeVisible();
  await expect(builder.select("Sold-out message")).toHaveValue("This item is sold out.");

  // A readiness check that cannot be loaded says so instead of a verdict.
  await page.route("**/trpc/itemBuilder.checkReadiness**", (route) => route.fulfill({ status: 500, body: "{}" }));
  await builder.textbox("Title").fill("Any title");
  await expect(page.getByTestId("readiness-failed")).toHaveText(ITEM_MESSAGES.readinessLoadFailed);
  await page.unroute("**/trpc/itemBuilder.checkReadiness**");
  await builder.textbox("Title").fill("Any other title");
  await expect(page.getByTestId("readiness-failed")).toHaveCount(0);
  await expect(builder.readinessProblems().first()).toBeVisible();
});

test("Cancel leaves for /school/items?cancel_action=discard, asking first when changes would be lost", async ({ page }) => {
  test.setTimeout(180_000);
  const builder = await signedInBuilder(page);
  await builder.gotoChooser("school");
  await builder.chooseType("Basic item");
  await builder.textbox("Title").fill(unique("E2E Cancelled"));

  const cancel = page.getByRole("button", { name: "Cancel", exact: true });
  await cancel.click();
  const leave = page.getByRole("dialog", { name: "Leave this item?" });
  await leave.getByRole("button", { name: "Stay on this page" }).click();
  await expect(leave).toBeHidden();
  await expect(builder.textbox("Title")).not.toHaveValue("");

  await cancel.click();
  await leave.getByRole("button", { name: "Discard changes and leave" }).click();
  await expect(page).toHaveURL(/\/school\/items\?cancel_action=discard$/);
  await expect(page.getByTestId("notice-discarded")).toHaveText("Your changes were discarded.");
});
