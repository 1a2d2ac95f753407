import { demoAccount } from "@paydesk/tests/demo-accounts";
import { ALERT_MESSAGES } from "@paydesk/validators";
import { expect, test } from "./fixtures.ts";
import { AlertsPages } from "./pages/alerts-pages.ts";
import { signIn, signInAndOpen, type Account } from "./pages/login-page.ts";
import { administratorLike } from "./pages/own-account.ts";

const CONTROL = demoAccount("control");
// Addressed to the vendor's company only, so no other test's pages show it; named for this run,
// so a retry (which writes it again) finds its own alert.
const TITLE = `Spirit wear orders close Friday ${Date.now().toString(36).toUpperCase()}`;

test.describe.configure({ mode: "serial" });

// What a reader does with an alert (dismiss, remind me later) is kept per person: the vendor's
// administrator here is one of this file's own, made like vendor@demo.test, so the demo account's
// banner stays as the demo data has it.
let vendor: Account;
test.beforeAll(async ({ playwright }, info) => {
  vendor = await administratorLike(playwright, info, "vendor", "vendor", { firstName: "Alma", lastName: "Reader" });
});

test("control staff write an alert for one company", async ({ page }) => {
  await signIn(page, CONTROL);
  const alerts = new AlertsPages(page);
  await alerts.gotoCreate("control");

  await alerts.form().getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByText(ALERT_MESSAGES.titleRequired)).toBeVisible();

  await alerts.form().getByLabel("Title").fill(TITLE);
  await alerts.form().getByLabel("Message").fill("Orders placed after Friday ship next month.");
  await alerts.form().getByLabel("Kind").selectOption("info");
  await alerts.form().getByRole("radio", { name: "One company" }).check();
  await alerts.form().getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByText(ALERT_MESSAGES.companyRequired)).toBeVisible();

  await alerts.pickCompany("Campus Spirit", "Campus Spirit Wear");
  await alerts.form().getByLabel("Link", { exact: true }).fill("/vendor/promote/glsteps");
  await alerts.form().getByLabel("Link text").fill("Open the checklist");
  await alerts.form().getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText("Campus Spirit Wear")).toBeVisible();
});

test("an administrator sees the alert, copies its link, and acknowledges it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAndOpen(page, vendor, "vendor");
  const alerts = new AlertsPages(page);

  // The banner above every page of the vendor's.
  await expect(alerts.bannerMessage(TITLE)).toBeVisible();

  await alerts.gotoList("vendor");
  await expect(alerts.listRow(TITLE)).toContainText("New");
  await alerts.listRow(TITLE).getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();

  // The copy confirmation shows for 5 s.
  await alerts.copyLink().click();
  const copied = page.getByRole("status").filter({ hasText: ALERT_MESSAGES.copied });
  await expect(copied).toBeVisible();
  // A string, evaluated in the page (this package compiles without the DOM's types).
  expect(await page.evaluate("navigator.clipboard.readText()")).toMatch(/\/vendor\/promote\/glsteps$/);
  await expect(copied).toBeHidden({ timeout: 7000 });

  // Dismissing it removes it from the banner, for good.
  await expect(alerts.bannerMessage(TITLE)).toBeVisible();
  await alerts.dismiss(TITLE).first().click();
  await expect(alerts.bannerMessage(TITLE)).toHaveCount(0);
  await expect(page.getByText("You dismissed this alert.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(alerts.bannerMessage(TITLE)).toHaveCount(0);
  await alerts.gotoList("vendor");
  await expect(alerts.listRow(TITLE)).toContainText("Dismissed");
});

test("remind me later hides a message from the banner", async ({ page }) => {
  await signInAndOpen(page, vendor, "vendor");
  const alerts = new AlertsPages(page);
  const seeded = "Scheduled maintenance on Sunday";
  await expect(alerts.bannerMessage(seeded)).toBeVisible();
  await alerts.remindLater(seeded).click();
  await expect(alerts.bannerMessage(seeded)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(alerts.bannerMessage(seeded)).toHaveCount(0);
});

test.describe("a browser in another time zone than the company's", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("control staff enter an alert's times on the clock of the company it addresses", async ({ page }) => {
    await signIn(page, CONTROL);
    const alerts = new AlertsPages(page);
    await alerts.gotoCreate("control");
    const title = `${TITLE} (inventory)`;
    await alerts.form().getByLabel("Title").fill(title);
    await alerts.form().getByLabel("Message").fill("The store closes for its count.");
    await alerts.form().getByRole("radio", { name: "One company" }).check();
    await alerts.pickCompany("Campus Spirit", "Campus Spirit Wear");
    // The vendor takes the platform's zone; the browser is two hours behind it.
    await expect(alerts.form()).toContainText("Times in America/Chicago, the company's time zone.");
    await alerts.form().getByLabel("Starts").fill("2030-05-01T09:30");
    await alerts.form().getByLabel("Ends").fill("2030-05-01T17:00");
    await alerts.form().getByRole("button", { name: "Create alert" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("May 1, 2030, 9:30 AM – May 1, 2030, 5:00 PM")).toBeVisible();
  });
});
