import { demoAccount } from "@paydesk/tests/demo-accounts";
import { MONITOR_MESSAGES, SUPPORT_CONTACT_MESSAGES } from "@paydesk/validators";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./pages/login-page.ts";
import { MonitorsPages } from "./pages/monitors-pages.ts";
import { checkSale } from "./pages/terminal-sale.ts";

const CONTROL = demoAccount("control");
const SCHOOL = demoAccount("school");

test("control staff create a monitor through the contact prompt, run it and see its last match", async ({ page, playwright, baseURL }) => {
  // A sale, a form with every rule, a run, the list and the contacts: longer than one page's test.
  test.slow();
  const tag = `${Date.now().toString(36)}`;
  const payer = `Monty ${tag}`;
  // A payment at Lincoln for the monitor to find, through the real terminal calls.
  const school = await playwright.request.newContext({ baseURL });
  expect((await school.post("/login", { data: SCHOOL })).ok()).toBe(true);
  const sale = await checkSale(school, `77${tag.slice(-4)}`, payer);
  await school.dispose();

  await signIn(page, CONTROL);
  const monitors = new MonitorsPages(page);
  await monitors.gotoCreate("control");

  // The monitor rules, with their messages (docs/product/control-area.md).
  await monitors.save().click();
  await expect(page.getByText(MONITOR_MESSAGES.companyRequired)).toBeVisible();
  await expect(page.getByText(MONITOR_MESSAGES.queryRequired)).toBeVisible();
  await monitors.pickCompany("Lincoln", "Lincoln High School");
  await monitors.form().getByRole("switch", { name: "Only events of some processes" }).check();
  await monitors.form().getByLabel("Process pattern").fill("/payments");
  await monitors.save().click();
  await expect(page.getByText(MONITOR_MESSAGES.patternShape)).toBeVisible();
  await monitors.form().getByLabel("Process pattern").fill("/^payments\\./");
  await monitors.form().getByLabel("Error queries").fill("/(a+)+/");
  await monitors.save().click();
  await expect(page.getByText(MONITOR_MESSAGES.unsafeRegex)).toBeVisible();
  await monitors.form().getByLabel("Error queries").fill(`by ${payer}`);
  await monitors.form().getByLabel("Info queries").fill("PAID");

  // Addresses that are not Lincoln's support contacts prompt creating them.
  const contacts = [`ops-${tag}@monitor.test`, `oncall-${tag}@monitor.test`];
  await monitors.form().getByLabel("Contact e-mail", { exact: true }).fill(contacts[0]!);
  await monitors.form().getByLabel("Second contact e-mail").fill(contacts[1]!);
  await monitors.level().focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(monitors.level()).toHaveAttribute("aria-valuenow", "2");
  await monitors.save().click();
  const prompt = monitors.contactPrompt();
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(MONITOR_MESSAGES.contactsMissing);
  await expect(prompt).toContainText(contacts[0]!);
  await expect(prompt).toContainText(contacts[1]!);
  await prompt.getByRole("button", { name: "Create contacts and save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Monitor #\d+$/ })).toBeVisible();
  const monitorId = monitors.monitorIdFromUrl();

  // Run it now, as the schedule does: the sale is an error match (it names the payer).
  await expect(monitors.lastMatch()).toContainText("none yet");
  await monitors.runNow().click();
  await expect(monitors.lastMatch()).toContainText(`Order #${sale.orderId} PAID`);
  await expect(monitors.lastMatch()).toContainText(`by ${payer} (CHECK)`);
  await expect(page.getByRole("table", { name: "Newest matches" })).toContainText("Error, e-mailed");

  // The list shows its last run and last match.
  await monitors.gotoList("control");
  const row = monitors.listRow("Lincoln High School", monitorId);
  await expect(row.getByTestId("monitor-last-run")).not.toContainText("Not run yet");
  await expect(row.getByTestId("monitor-last-match")).toContainText(`by ${payer}`);
  await expect(row).toContainText("Needs a look");

  // The contacts it created are Lincoln's support contacts now.
  await row.getByRole("link", { name: "Lincoln High School" }).click();
  await page.getByRole("link", { name: "Support contacts of Lincoln High School" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Support contacts of Lincoln High School" })).toBeVisible();
  for (const email of contacts) await expect(monitors.contactRows().filter({ hasText: email })).toHaveCount(1);
  const added = `desk-${tag}@monitor.test`;
  await page.getByRole("form", { name: "New support contact" }).getByLabel("E-mail").fill(added);
  await page.getByRole("form", { name: "New support contact" }).getByRole("button", { name: "Add contact" }).click();
  await expect(page.getByText(SUPPORT_CONTACT_MESSAGES.created)).toBeVisible();
  await expect(monitors.contactRows().filter({ hasText: added })).toHaveCount(1);
});

test("administrators get the access-denied page", async ({ page }) => {
  await signIn(page, SCHOOL);
  await page.goto("/school/operations/monitors");
  await expect(page.getByText("Access denied. You do not have permission to see this page.")).toBeVisible();
});
