import { demoAccount } from "@paydesk/tests/demo-accounts";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { ITEM_MESSAGES, STUDENT_ROW_MESSAGES, STUDENT_UPLOAD_COLUMN_KEYS } from "@paydesk/validators";
import { expect, test } from "./fixtures.ts";
import { AppShell } from "./pages/app-shell.ts";
import { AlertBanner, UploadGuide, unsettledCardOrder } from "./pages/first-hour.ts";
import { ItemBuilderPage } from "./pages/item-builder-page.ts";
import { signInAndOpen } from "./pages/login-page.ts";
import { OrderRefundsSection } from "./pages/order-refunds.ts";
import { administratorLike } from "./pages/own-account.ts";
import { StudentsPage } from "./pages/students-page.ts";
import { csvFile, UploadWizard } from "./pages/upload-wizard.ts";

/**
 * An administrator's first hour with the product: building a first item with a price, the
 * service alerts on the staff pages, the student upload's guide, the words on the screens and
 * each role's home page.
 */
const SCHOOL = demoAccount("school");

// Each test signs in and acts alone (its own rows, its own tags): they run side by side on any worker.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

/** Signed in over HTTP (the sign-in form has its own tests in sign-in.spec.ts) and on the school's home. */
async function signInAsSchool(page: Page): Promise<void> {
  await signInAndOpen(page, SCHOOL, "school");
}

test.describe("the builder's price and fee", () => {
  test("a new item takes a price and no fee as typed, and says when the blur rule changes a number", async ({ page }) => {
    await signInAsSchool(page);
    const builder = new ItemBuilderPage(page);
    await page.goto("/school/items/create?type=basic");
    await builder.waitForForm();

    // The common case is the default: a price and a $0.00 fee, the price editable.
    await expect(builder.radio("Fixed")).toBeChecked();
    await expect(builder.price()).not.toHaveAttribute("readonly");
    const fee = builder.textbox("Fee per item");
    await expect(fee).toHaveValue("$0.00");

    // Typing into the zero replaces it: "150" is $150.00, not "$0.00150".
    await builder.price().click();
    await page.keyboard.type("150");
    await expect(builder.price()).toHaveValue("150");
    await builder.price().blur();
    await expect(builder.price()).toHaveValue("$150.00");
    await expect(builder.total("amount")).toHaveText("$150.00");
    await expect(builder.total("fee")).toHaveText("$0.00");

    // Typing over an amount replaces it too.
    await builder.price().click();
    await page.keyboard.type("12.5");
    await builder.price().blur();
    await expect(builder.price()).toHaveValue("$12.50");

    // A number the field cannot hold as typed is changed by the product's rule
    // (docs/product/items-and-fees.md, Money), and says so.
    await builder.fillAndBlur(fee, "$0.00150");
    await expect(fee).toHaveValue("$0.00");
    const feeNote = page.getByRole("status").filter({ hasText: "Only two decimals are kept: $0.00150 became $0.00." });
    await expect(feeNote).toBeVisible();
    await builder.fillAndBlur(builder.price(), "250000");
    await expect(builder.price()).toHaveValue("$100,000.00");
    await expect(page.getByText("$100,000.00 is the most this field takes: 250000 became $100,000.00.")).toBeVisible();
    // A plain number says nothing more.
    await builder.fillAndBlur(builder.price(), "20");
    await expect(page.getByText(/is the most this field takes/)).toHaveCount(0);

    // None keeps the price locked (docs/product/items-and-fees.md), and trying to edit it says why.
    await builder.radio("None").check();
    await expect(builder.price()).toHaveAttribute("readonly", "");
    await builder.price().click();
    await expect(builder.inputError(builder.price())).toHaveText(ITEM_MESSAGES.feeTypeBlocksPrice);
  });
});

test.describe("service alerts", () => {
  const GO_LIVE = "A few steps left before going live";
  const MAINTENANCE = "Scheduled maintenance on Sunday";
  const FEATURE = "New: pay on a schedule";

  test("each alert is for the people it is true for, one line each, opened in place and dismissed per person", async ({
    page: admin,
    browser,
    playwright,
  }, testInfo) => {
    // The administrator who runs the checklist: the go-live reminder, compact, its link behind a
    // click. One of the run's own, made like school@demo.test: what it dismisses is dismissed for
    // it alone, so the demo account sees every alert on the next run against the same server too.
    const runner = await administratorLike(playwright, testInfo, "school", "school", { firstName: "Greta", lastName: "Checklist" });
    await signInAndOpen(admin, runner, "school");
    const banner = new AlertBanner(admin);
    await expect(banner.alert(GO_LIVE)).toBeVisible();
    await expect(banner.alert(MAINTENANCE)).toBeVisible();
    const rows = await banner.region().getByTestId("service-alert").all();
    for (const row of rows) expect((await row.boundingBox())?.height ?? 0).toBeLessThanOrEqual(44);
    await expect(banner.details(GO_LIVE)).toHaveCount(0);
    await banner.toggle(GO_LIVE).click();
    await expect(banner.toggle(GO_LIVE)).toHaveAttribute("aria-expanded", "true");
    await expect(banner.details(GO_LIVE)).toContainText("Families cannot pay online until a few more steps are done.");
    await expect(banner.details(GO_LIVE).getByRole("link", { name: "See what is left to do" })).toBeVisible();
    // Dismissed by this administrator, for this administrator.
    await expect(banner.alert(FEATURE)).toBeVisible();
    await banner.dismiss(FEATURE).click();
    await expect(banner.alert(FEATURE)).toHaveCount(0);

    // Office staff at the same school: not the go-live reminder (untrue for them, nothing to do), still the feature.
    const officeContext = await browser.newContext();
    const office = await officeContext.newPage();
    await signInAndOpen(office, "office", "school");
    const officeBanner = new AlertBanner(office);
    await expect(officeBanner.alert(MAINTENANCE)).toBeVisible();
    await expect(officeBanner.alert(FEATURE)).toBeVisible();
    await expect(officeBanner.alert(GO_LIVE)).toHaveCount(0);
    await officeContext.close();

    // Control staff: the platform-wide maintenance, not one customer's go-live reminder.
    const controlContext = await browser.newContext();
    const control = await controlContext.newPage();
    await signInAndOpen(control, "control", "control");
    const controlBanner = new AlertBanner(control);
    await expect(controlBanner.alert(MAINTENANCE)).toBeVisible();
    await expect(controlBanner.alert(GO_LIVE)).toHaveCount(0);
    await expect(controlBanner.alert(FEATURE)).toHaveCount(0);
    await controlContext.close();
  });
});

test.describe("the student upload", () => {
  test("offers a template and a column guide, and puts a row's errors and its Fix button first", async ({ page }) => {
    await signInAsSchool(page);
    const login = await page.request.post("/login", { data: SCHOOL });
    const sln = String(((await login.json()) as { user: { company_id: number } }).user.company_id);
    const students = new StudentsPage(page);
    await students.goto("school");
    await students.tab("Upload students").click();

    const guide = new UploadGuide(page);
    const template = await guide.downloadTemplate();
    expect(template.suggestedFilename()).toBe("students-template.csv");
    const header = readFileSync(await template.path(), "utf8").trim().split(",");
    expect(header).toEqual(STUDENT_UPLOAD_COLUMN_KEYS);

    const table = await guide.open();
    await expect(guide.row(table, "Grade")).toContainText("Required");
    await expect(guide.row(table, "Grade")).toContainText("Up to 5 characters, e.g. 9 or K");
    await expect(guide.row(table, "Food Balance")).toContainText("Optional");

    // A filled template: its header maps every column by itself.
    const t = `FH${Date.now().toString(36).toUpperCase()}`;
    const row = (id: string, grade: string) => STUDENT_UPLOAD_COLUMN_KEYS.map((key) =>
      ({ external_id: id, company: sln, lname: "Guide", fname: `Row ${t}`, grade, teacher: "T-CHEN" } as Record<string, string>)[key] ?? "");
    const wizard = new UploadWizard(page);
    await wizard.chooseFile(csvFile("students.csv", [header.join(","), row(`${t}-1`, "9").join(","), row(`${t}-2`, "GRADE10").join(",")]));
    await expect(wizard.mappingSelect(43)).toHaveValue("is_staff");
    await wizard.sendRows();
    await expect(wizard.rowErrors(2)).toHaveText(STUDENT_ROW_MESSAGES.gradeTooLong);
    // The error and the Fix button sit beside the row's number, on the first screen.
    const fix = wizard.row(2).getByRole("button", { name: "Fix row 2" });
    const viewport = page.viewportSize()?.width ?? 1280;
    expect((await fix.boundingBox())?.x ?? Number.POSITIVE_INFINITY).toBeLessThan(viewport / 2);
    expect((await wizard.rowErrors(2).boundingBox())?.x ?? Number.POSITIVE_INFINITY).toBeLessThan(viewport / 2);
    await wizard.fixRow(2, { Grade: "10" });
    await expect(wizard.rowErrors(2)).toHaveText("");
  });
});

test.describe("smaller things", () => {
  test("a card payment of today says, beside its Void, why a partial refund must wait", async ({ page }) => {
    await signInAsSchool(page);
    const { orderId, paymentId } = await unsettledCardOrder(page.request, "school");
    await page.goto(`/school/reports/txn/${orderId}`);
    const refunds = new OrderRefundsSection(page);
    const row = refunds.paymentRow(paymentId);
    await expect(row.getByRole("button", { name: /^Void / })).toBeVisible();
    await expect(row.getByTestId("void-only-note")).toHaveText(
      "Not settled yet: card payments settle overnight. Until then it can only be voided in full; to give back part of it, refund it once it has settled.",
    );
  });

  test("failed jobs have their own line in the control menu", async ({ page }) => {
    await signInAndOpen(page, "control", "control");
    await new AppShell(page).nav().getByRole("link", { name: "Failed jobs" }).click();
    await expect(page).toHaveURL(/\/control\/operations\/jobs$/);
    await expect(page.getByRole("heading", { level: 1, name: "Failed jobs" })).toBeVisible();
  });
});

test.describe("home pages", () => {
  test("each role's home shows what it comes for", async ({ page, browser }) => {
    // The administrator: what needs attention, the go-live steps left, each linked to where it is done.
    await signInAsSchool(page);
    const attention = page.getByRole("region", { name: "Needs your attention" });
    await expect(attention).toBeVisible();
    await expect(attention).toContainText(/Going live: \d+% done/);
    const steps = attention.getByRole("list", { name: "Go-live steps left" });
    await steps.getByRole("link", { name: "Invite your administrators" }).click();
    await expect(page).toHaveURL(/\/school\/settings\/administrators$/);

    // Office staff: the terminal one click away and today's sales; no go-live checklist.
    const officeContext = await browser.newContext();
    const office = await officeContext.newPage();
    await signInAndOpen(office, "office", "school");
    const counter = office.getByRole("region", { name: "At the counter" });
    await expect(counter.getByTestId("home-today")).toContainText(/^Today: \d+ orders?, \$/);
    await expect(office.getByRole("region", { name: "Needs your attention" })).toHaveCount(0);
    await counter.getByRole("link", { name: "Take a payment" }).click();
    await expect(office).toHaveURL(/\/school\/virtual-terminal\/office$/);
    await officeContext.close();

    // Support staff: the operations overview.
    const controlContext = await browser.newContext();
    const control = await controlContext.newPage();
    await signInAndOpen(control, "control", "control");
    await expect(control.getByRole("heading", { level: 1, name: "Operations" })).toBeVisible();
    await expect(control.getByTestId("home-email")).toHaveText("control@demo.test");
    await controlContext.close();
  });
});
