import { demoAccount } from "@paydesk/tests/demo-accounts";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { COA_ACCOUNT_MESSAGES, COA_MESSAGES } from "@paydesk/validators";
import { AdminApi, uniqueAdminEmail } from "./pages/administrators-page.ts";
import { AppShell } from "./pages/app-shell.ts";
import { CoaPage } from "./pages/coa-page.ts";
import { signIn, signInAndOpen, type Account } from "./pages/login-page.ts";

/**
 * Chart of accounts (docs/product/chart-of-accounts.md), kept per settlement account (payee): the
 * payee choice, the list and its search, the create lightbox, the delete of an unused account, of
 * an account in use (with its replacement), the mass delete, the sub-account tab, the failure
 * messages and the read-only view.
 *
 * Seed (DEMO_CHART_ACCOUNTS): the district office's payee shares 1000 and 1100 with the schools;
 * Lincoln High Athletics (the page's first payee) has 4100 (Football Season Pass, Basketball
 * Camp), 4900 (unused) and sub accounts 01 and 02; Lincoln High General Fund has 4200, 4300,
 * 4400 and sub account 03. Every account deleted here, and every item moved, is made by the test.
 */
const SCHOOL = demoAccount("school");
const DISTRICT = demoAccount("district");
const OFFICE = demoAccount("office");
const CONTROL = demoAccount("control");

const LINCOLN = "Lincoln High School";
const DISTRICT_NAME = "Springfield School District";
const ATHLETICS = "Lincoln High Athletics";
const GENERAL_FUND = "Lincoln High General Fund";
const DISTRICT_PAYEE = "Springfield District Office";

let counter = 0;
/** A tag no other test run uses, short enough for an account number. */
function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}${counter}`.toUpperCase();
}

const label = (number: string, name: string) => `${number} - ${name}`;

async function signedIn(page: Page, account: Account = SCHOOL, module = "school"): Promise<CoaPage> {
  await signIn(page, account);
  const coa = new CoaPage(page);
  await coa.goto(module);
  return coa;
}

// Each test makes the accounts it changes, under numbers of its own: they run side by side on any worker.
test.describe.configure({ mode: "parallel" });

test("lists a payee's own accounts and the shared ones of the district's payee, searches them and exports the CSV", async ({ page }) => {
  const coa = await signedIn(page);
  await expect(coa.tab("Primary accounts")).toHaveAttribute("aria-selected", "true");
  // The page opens on the school's first payee.
  await expect(coa.payeeSelect()).toHaveValue(`${ATHLETICS} (${LINCOLN})`);

  // Lincoln's own accounts can be deleted.
  const own = coa.row("4100");
  await expect(own.getByTestId("coa-name")).toHaveText("Athletics Revenue");
  await expect(own).toContainText("Private");
  await expect(own.getByTestId("coa-owner")).toHaveText(LINCOLN);
  await expect(coa.deleteButton("4100")).toBeVisible();
  // Another payee's accounts are not on this one's chart; sub accounts live on the other tab.
  await expect(coa.row("4200")).toHaveCount(0);
  await expect(coa.row("1000")).toHaveCount(0);
  await expect(coa.row("01")).toHaveCount(0);

  await coa.search("athletics rev");
  await expect(coa.rows()).toHaveCount(1);
  await expect(coa.row("4100")).toBeVisible();
  await coa.search("no account is called this");
  await expect(page.getByTestId("coa-empty")).toContainText("No account matches your search");
  await coa.search("");
  await expect(coa.row("4100")).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), coa.exportButton().click()]);
  expect(download.suggestedFilename()).toBe("chart-of-accounts-lincoln-high-athletics.csv");
  const csv = await readFile(await download.path(), "utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("account,name,is_shared,site_id,type,items");
  expect(lines.some((l) => /^4100,Athletics Revenue,0,\d+,primary,/.test(l))).toBe(true);
  expect(lines.some((l) => /^01,Fall Season,0,\d+,sub,/.test(l))).toBe(true);
  expect(lines.some((l) => l.startsWith("4200,"))).toBe(false);

  // The district's payee: only its shared accounts, listed for use and not deletable here.
  await coa.choosePayee(DISTRICT_PAYEE);
  await expect(page).toHaveURL(/[?&]payee=\d+/);
  const shared = coa.row("1000");
  await expect(shared.getByTestId("coa-name")).toHaveText("District General Revenue");
  await expect(shared).toContainText("Shared with sub-sites");
  await expect(shared.getByTestId("coa-owner")).toHaveText(DISTRICT_NAME);
  await expect(coa.deleteButton("1000")).toHaveCount(0);
  await expect(coa.selectBox("1000")).toBeDisabled();
  await expect(coa.row("4100")).toHaveCount(0);
  // Nor is another site's payee's chart the school's to add to.
  await expect(coa.createButton()).toHaveCount(0);
  await coa.search("district");
  await expect(coa.rows()).toHaveCount(2);
  await expect(coa.row("1100")).toBeVisible();
});

test("each payee keeps its own chart: the same number on two payees, and the payee stays across the tabs", async ({ page }) => {
  const coa = await signedIn(page);
  await coa.choosePayee(GENERAL_FUND);
  await expect(coa.row("4200").getByTestId("coa-name")).toHaveText("Field Trip Revenue");
  await expect(coa.row("4100")).toHaveCount(0);

  // 4100 is Athletics' number, free on the General Fund's chart.
  const name = `Fund ${unique()}`;
  await coa.create({ number: "4100", name });
  await expect(coa.row("4100").getByTestId("coa-name")).toHaveText(name);

  await coa.tab("Sub accounts").click();
  await expect(coa.payeeSelect()).toHaveValue(`${GENERAL_FUND} (${LINCOLN})`);
  await expect(coa.row("03").getByTestId("coa-name")).toHaveText("Summer Term");
  await expect(coa.row("01")).toHaveCount(0);

  await coa.tab("Primary accounts").click();
  await coa.deleteButton("4100").click();
  await coa.confirmDelete();
  await expect(coa.flash(`The account ${label("4100", name)} has been deleted.`)).toBeVisible();
  await coa.choosePayee(ATHLETICS);
  await expect(coa.row("4100").getByTestId("coa-name")).toHaveText("Athletics Revenue");
});

test("the search waits for the typing to stop before it asks the server", async ({ page }) => {
  // The page's clock is ours to move: on a busy machine real keystrokes can fall further apart than
  // the debounce, and the test would measure the machine instead of the page.
  await page.clock.install();
  const coa = await signedIn(page);
  const terms: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.includes("coa.search")) return;
    terms.push(JSON.stringify(url.searchParams.get("input")));
  });
  // The payee's list first (its rendering must not fall between two keystrokes).
  await expect(coa.row("4100")).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole("textbox", { name: "Search" }).pressSequentially("athletics");
  expect(terms).toHaveLength(0);
  await page.clock.runFor(1_000);
  await page.clock.resume();
  await expect(coa.rows()).toHaveCount(1);
  await expect(coa.row("4100")).toBeVisible();
  // Keystrokes with no time between them are one search, for the whole word, once the wait is over.
  expect(terms).toHaveLength(1);
  expect(terms[0]).toContain("athletics");
});

test("creates a private and a shared account in the lightbox, with the form's messages", async ({ page }) => {
  const coa = await signedIn(page);
  const tag = unique();

  await coa.createButton().click();
  const dialog = coa.createDialog();
  await dialog.getByRole("button", { name: "Save account" }).click();
  await expect(dialog.getByText(COA_ACCOUNT_MESSAGES.numberRequired, { exact: true })).toBeVisible();
  await expect(dialog.getByText(COA_ACCOUNT_MESSAGES.nameRequired, { exact: true })).toBeVisible();
  // A number Lincoln already has for primary accounts: the server's answer lands under the field.
  await dialog.getByRole("textbox", { name: "Account number" }).fill("4100");
  await dialog.getByRole("textbox", { name: "Account name" }).fill("Again");
  await dialog.getByRole("button", { name: "Save account" }).click();
  await expect(dialog.getByText(COA_ACCOUNT_MESSAGES.numberTaken, { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  const privateNumber = `P-${tag}`;
  await coa.create({ number: privateNumber, name: `Private ${tag}` });
  await expect(coa.flash(`The account ${label(privateNumber, `Private ${tag}`)} has been created.`)).toBeVisible();
  await expect(coa.createDialog()).toBeHidden();
  const privateRow = coa.row(privateNumber);
  await expect(privateRow).toContainText("Private");
  await expect(privateRow.getByTestId("coa-owner")).toHaveText(LINCOLN);
  await expect(coa.itemCount(privateNumber)).toHaveText("0");

  const sharedNumber = `S-${tag}`;
  await coa.create({ number: sharedNumber, name: `Shared ${tag}`, shared: true });
  await expect(coa.row(sharedNumber)).toContainText("Shared with sub-sites");
  await expect(coa.row(sharedNumber).getByTestId("coa-owner")).toHaveText(LINCOLN);
});

test("an account the district shares is usable but not deletable at its schools", async ({ page, browser, baseURL }) => {
  const tag = unique();
  const number = `D-${tag}`;
  const name = `District Shared ${tag}`;
  const district = await signedIn(page, DISTRICT);
  await district.create({ number, name, shared: true });
  await expect(district.row(number).getByTestId("coa-owner")).toHaveText(DISTRICT_NAME);

  const schoolContext = await browser.newContext({ baseURL });
  const schoolPage = await schoolContext.newPage();
  const school = await signedIn(schoolPage);
  await expect(school.row(number)).toHaveCount(0);
  await school.choosePayee(DISTRICT_PAYEE);
  await expect(school.row(number)).toContainText("Shared with sub-sites");
  await expect(school.row(number).getByTestId("coa-owner")).toHaveText(DISTRICT_NAME);
  await expect(school.deleteButton(number)).toHaveCount(0);
  await expect(school.selectBox(number)).toBeDisabled();

  // Its owner deletes it, and the school no longer lists it.
  await district.deleteButton(number).click();
  await district.confirmDelete();
  await expect(district.flash(`The account ${label(number, name)} has been deleted.`)).toBeVisible();
  await expect(district.row(number)).toHaveCount(0);
  await schoolPage.reload();
  await expect(school.row("1000")).toBeVisible();
  await expect(school.row(number)).toHaveCount(0);
  await schoolContext.close();
});

test("deletes an unused account after the confirmation", async ({ page }) => {
  const coa = await signedIn(page);
  const number = `U-${unique()}`;
  await coa.create({ number, name: "Unused" });
  await expect(coa.row(number)).toBeVisible();

  // Cancel keeps it.
  await coa.deleteButton(number).click();
  await expect(coa.confirmDialog()).toContainText(label(number, "Unused"));
  await coa.confirmDialog().getByRole("button", { name: "Cancel" }).click();
  await expect(coa.confirmDialog()).toBeHidden();
  await expect(coa.row(number)).toBeVisible();

  await coa.deleteButton(number).click();
  await coa.confirmDelete();
  await expect(coa.flash(`The account ${label(number, "Unused")} has been deleted.`)).toBeVisible();
  await expect(coa.row(number)).toHaveCount(0);
  await page.reload();
  await expect(coa.row("4100")).toBeVisible();
  await expect(coa.row(number)).toHaveCount(0);
});

/** The id of the payee the page opens on, through the payee list for tools. */
async function athleticsId(page: Page): Promise<number> {
  const res = await page.request.get("/school/settings/payees/list");
  const body = (await res.json()) as { payees: { payee_id: number; name: string }[] };
  const found = body.payees.find((p) => p.name === ATHLETICS);
  if (!found) throw new Error(`no payee ${ATHLETICS}`);
  return found.payee_id;
}

/** The id of one of the payee's primary accounts, through the builder's account list (POST /school/items/coa). */
async function accountId(page: Page, payee: number, number: string): Promise<number> {
  const res = await page.request.post("/school/items/coa", { data: { payee } });
  const body = (await res.json()) as { accounts: { id: number; account: string }[] };
  const found = body.accounts.find((a) => a.account === number);
  if (!found) throw new Error(`no account ${number}`);
  return found.id;
}

/** A draft item paying into the payee and booked to the account, made through the legacy save call (POST /school/items/save). */
async function itemOn(page: Page, payee: number, coaId: number, title: string): Promise<string> {
  const res = await page.request.post("/school/items/save", {
    data: { item_type: "general", title, payee: String(payee), chart_of_accounts: String(coaId), is_draft: "1" },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { item_code: string }).item_code;
}

test("deletes an account in use: the replacement is required, then the items move to it", async ({ page }) => {
  const coa = await signedIn(page);
  const tag = unique();
  // Accounts and items of this test only: other specs (the builder's) use the seeded accounts meanwhile.
  const source = { number: `S-${tag}`, name: `Source ${tag}` };
  const holding = { number: `H-${tag}`, name: `Holding ${tag}` };
  await coa.create(source);
  await coa.create(holding);
  const sourceLabel = label(source.number, source.name);
  const payee = await athleticsId(page);
  const sourceId = await accountId(page, payee, source.number);
  const codes = [await itemOn(page, payee, sourceId, `Trip ${tag}`), await itemOn(page, payee, sourceId, `Camp ${tag}`)];
  await page.reload();
  await expect(coa.itemCount(source.number)).toHaveText("2");
  await expect(coa.itemCount(holding.number)).toHaveText("0");

  await coa.deleteButton(source.number).click();
  await coa.confirmDelete();
  await expect(coa.inUseDialog()).toBeVisible();
  await expect(coa.inUseItems().filter({ hasText: `Trip ${tag}` })).toContainText(codes[0]!);
  await expect(coa.inUseItems()).toHaveCount(2);
  // No order lines yet for these new items.
  await expect(coa.inUseDialog().getByTestId("txn-item-count")).toHaveText("Transaction items booked to this account: 0");
  // The payee's other primary accounts: the one being deleted, other payees' and the sub accounts left out.
  const options = await coa.replacementOptions();
  expect(options).toContain(label(holding.number, holding.name));
  expect(options).toContain(label("4900", "Miscellaneous"));
  expect(options).not.toContain(label("1000", "District General Revenue"));
  expect(options).not.toContain(label("4200", "Field Trip Revenue"));
  expect(options).not.toContain(sourceLabel);
  expect(options).not.toContain(label("01", "Fall Season"));

  // No choice: the product's alert, and nothing is deleted.
  await coa.deleteInUseButton().click();
  await expect(coa.inUseDialog().getByTestId("replacement-invalid")).toHaveText(COA_MESSAGES.invalidReplacement);
  await expect(coa.inUseDialog()).toBeVisible();

  await coa.chooseReplacement(label(holding.number, holding.name));
  await expect(coa.inUseDialog().getByTestId("replacement-invalid")).toHaveCount(0);
  await coa.deleteInUseButton().click();
  await expect(coa.inUseDialog()).toBeHidden();
  await expect(coa.flash(`The account ${sourceLabel} has been deleted.`)).toBeVisible();
  await expect(coa.row(source.number)).toHaveCount(0);
  await expect(coa.itemCount(holding.number)).toHaveText("2");

  // A mass delete that also removes an unused account moves the items on once more.
  const target = { number: `T-${tag}`, name: `Target ${tag}` };
  await coa.create(target);
  const unused = `U-${tag}`;
  await coa.create({ number: unused, name: "Unused" });
  await coa.selectBox(holding.number).check();
  await coa.selectBox(unused).check();
  await expect(coa.selectionBar()).toContainText("2 selected");
  await coa.selectionBar().getByRole("button", { name: "Delete selected" }).click();
  await expect(coa.confirmDialog()).toHaveAccessibleName("Delete 2 accounts?");
  await coa.confirmDelete();
  await expect(coa.inUseDialog()).toBeVisible();
  await expect(coa.inUseDialog()).toContainText(label(holding.number, holding.name));
  // The account deleted in the same run is no place for the items.
  expect(await coa.replacementOptions()).not.toContain(label(unused, "Unused"));
  await coa.chooseReplacement(label(target.number, target.name));
  await coa.deleteInUseButton().click();
  await expect(coa.flash("2 accounts have been deleted.")).toBeVisible();
  await expect(coa.row(holding.number)).toHaveCount(0);
  await expect(coa.row(unused)).toHaveCount(0);
  await expect(coa.itemCount(target.number)).toHaveText("2");
  await expect(coa.selectionBar()).toHaveCount(0);
});

test("mass delete: select all the rows a search shows, and only those", async ({ page }) => {
  const coa = await signedIn(page);
  const tag = unique();
  const numbers = ["A", "B", "C"].map((letter) => `M${letter}-${tag}`);
  for (const number of numbers) await coa.create({ number, name: `Mass ${tag}` });

  await coa.search(tag);
  await expect(coa.rows()).toHaveCount(3);
  await expect(coa.rows().filter({ hasNotText: tag })).toHaveCount(0);
  await coa.selectAll().check();
  await expect(coa.selectionBar()).toContainText("3 selected");
  await coa.selectionBar().getByRole("button", { name: "Delete selected" }).click();
  await expect(coa.confirmDialog()).toHaveAccessibleName("Delete 3 accounts?");
  for (const number of numbers) await expect(coa.confirmDialog()).toContainText(label(number, `Mass ${tag}`));
  await coa.confirmDelete();
  await expect(coa.flash("3 accounts have been deleted.")).toBeVisible();
  await expect(page.getByTestId("coa-empty")).toContainText("No account matches your search");

  await coa.search("");
  await expect(coa.row("4100")).toBeVisible();
  await expect(coa.row("4900")).toBeVisible();
  for (const number of numbers) await expect(coa.row(number)).toHaveCount(0);
});

test("sub accounts have their own tab and addresses", async ({ page }) => {
  const coa = await signedIn(page);
  await coa.tab("Sub accounts").click();
  await expect(page).toHaveURL(/\/school\/settings\/sub-chart-of-accounts$/);
  await expect(coa.tab("Sub accounts")).toHaveAttribute("aria-selected", "true");
  await expect(coa.row("01").getByTestId("coa-name")).toHaveText("Fall Season");
  await expect(coa.row("02").getByTestId("coa-name")).toHaveText("Spring Season");
  await expect(coa.row("4100")).toHaveCount(0);

  // Created on this tab, it is a sub account.
  const number = `SUB-${unique()}`;
  await expect(coa.createButton()).toHaveText("Create sub account");
  await coa.create({ number, name: "Winter Season" });
  await expect(coa.row(number)).toBeVisible();
  await coa.tab("Primary accounts").click();
  await expect(page).toHaveURL(/\/school\/settings\/chart-of-accounts$/);
  await expect(coa.row("4100")).toBeVisible();
  await expect(coa.row(number)).toHaveCount(0);

  await coa.goto("school", "payments/subcoa");
  await expect(coa.tab("Sub accounts")).toHaveAttribute("aria-selected", "true");
  await expect(coa.row(number)).toBeVisible();

  // An in-use sub account offers only sub accounts as its replacement; cancelling deletes nothing.
  await coa.deleteButton("01").click();
  await coa.confirmDelete();
  await expect(coa.inUseItems().filter({ hasText: "Football Season Pass" })).toBeVisible();
  const options = await coa.replacementOptions();
  expect(options).toContain(label("02", "Spring Season"));
  expect(options).toContain(label(number, "Winter Season"));
  expect(options).not.toContain(label("01", "Fall Season"));
  expect(options).not.toContain(label("4100", "Athletics Revenue"));
  await coa.inUseDialog().getByRole("button", { name: "Cancel" }).click();
  await expect(coa.inUseDialog()).toBeHidden();
  await expect(coa.row("01")).toBeVisible();

  await coa.deleteButton(number).click();
  await coa.confirmDelete();
  await expect(coa.flash(`The account ${label(number, "Winter Season")} has been deleted.`)).toBeVisible();
  await expect(coa.row(number)).toHaveCount(0);
});

test("server failures show the product's messages in their places", async ({ page }) => {
  const coa = await signedIn(page);
  const fail = (procedure: string) =>
    page.route(
      (url) => url.pathname.startsWith("/trpc/") && url.pathname.includes(`coa.${procedure}`),
      (route) => route.abort("failed"),
    );

  // Create: the flash.
  await fail("create");
  await coa.submitCreate({ number: `F-${unique()}`, name: "Never saved" });
  await expect(coa.flash(COA_MESSAGES.saveFailed)).toBeVisible();
  await page.unrouteAll();
  await coa.createDialog().getByRole("button", { name: "Cancel" }).click();

  // The integrity check: the flash, and the account stays.
  const number = `F-${unique()}`;
  await coa.create({ number, name: "Failing" });
  await expect(coa.row(number)).toBeVisible();
  await fail("checkIntegrity");
  await coa.deleteButton(number).click();
  await coa.confirmDelete();
  await expect(coa.flash(COA_MESSAGES.deleteFailed)).toBeVisible();
  await expect(coa.confirmDialog()).toBeHidden();
  await expect(coa.row(number)).toBeVisible();
  await page.unrouteAll();

  // The removal: its flash.
  await fail("remove");
  await coa.deleteButton(number).click();
  await coa.confirmDelete();
  await expect(coa.flash(COA_MESSAGES.removeFailed)).toBeVisible();
  await expect(coa.row(number)).toBeVisible();
  await page.unrouteAll();

  // The in-use lookup: inside the lightbox, with no delete button.
  await fail("inUseItems");
  await coa.deleteButton("4100").click();
  await coa.confirmDelete();
  await expect(coa.inUseDialog().getByTestId("in-use-error")).toHaveText(COA_MESSAGES.deleteFailed);
  await expect(coa.deleteInUseButton()).toHaveCount(0);
  await coa.inUseDialog().getByRole("button", { name: "Close" }).click();
  await page.unrouteAll();

  // The reassignment: inside the lightbox, delete hidden; nothing moved.
  await fail("replace");
  await coa.deleteButton("4100").click();
  await coa.confirmDelete();
  await coa.chooseReplacement(label(number, "Failing"));
  await coa.deleteInUseButton().click();
  await expect(coa.inUseDialog().getByTestId("reassign-error")).toHaveText(COA_MESSAGES.reassignFailed);
  await expect(coa.deleteInUseButton()).toHaveCount(0);
  await coa.inUseDialog().getByRole("button", { name: "Close" }).click();
  await page.unrouteAll();
  await expect(coa.row("4100")).toBeVisible();
  await expect(coa.itemCount(number)).toHaveText("0");
});

test("without coa.manage the list is read-only; without coa.view it is refused", async ({ page, playwright, baseURL }) => {
  // A Read Only administrator (coa.view only), made for this test.
  const request = await playwright.request.newContext({ baseURL });
  const api = new AdminApi(request);
  await api.signIn(SCHOOL.email, SCHOOL.password);
  const email = uniqueAdminEmail("coa-read-only");
  const password = "Read-Only-Pass-123";
  await api.createAdmin(
    "school",
    { companyId: await api.companyId(), roleIds: [4], firstName: "Reed", lastName: "Only", email, applications: ["school"] },
    password,
  );
  await request.dispose();

  const coa = await signedIn(page, { email, password });
  await expect(coa.row("4100")).toBeVisible();
  await expect(coa.createButton()).toHaveCount(0);
  await expect(coa.table().getByRole("checkbox")).toHaveCount(0);
  await expect(coa.table().getByRole("button", { name: /^Delete / })).toHaveCount(0);
  await expect(coa.exportButton()).toBeVisible();
  await coa.tab("Sub accounts").click();
  await expect(coa.row("01")).toBeVisible();
  await expect(coa.createButton()).toHaveCount(0);
  await new AppShell(page).signOut();

  // Office staff hold items.manage but not coa.view: no menu entry, and the address is refused.
  await signInAndOpen(page, OFFICE, "school");
  const shell = new AppShell(page);
  await expect(shell.nav().getByRole("link", { name: "Chart of accounts" })).toHaveCount(0);
  await page.goto("/school/settings/chart-of-accounts");
  await expect(shell.accessDenied()).toBeVisible();
});

test("control staff choose the site whose accounts they see", async ({ page }) => {
  await signIn(page, CONTROL);
  const coa = new CoaPage(page);
  await coa.goto("school");
  await coa.chooseSite(LINCOLN);
  await expect(coa.payeeSelect()).toHaveValue(`${ATHLETICS} (${LINCOLN})`);
  await expect(coa.row("4100").getByTestId("coa-owner")).toHaveText(LINCOLN);
  await coa.choosePayee(DISTRICT_PAYEE);
  await expect(coa.row("1000").getByTestId("coa-owner")).toHaveText(DISTRICT_NAME);
  await coa.choosePayee(ATHLETICS);
  // The site and the payee go along to the other tab.
  await coa.tab("Sub accounts").click();
  await expect(page).toHaveURL(/\/school\/settings\/sub-chart-of-accounts\?site=\d+&payee=\d+$/);
  await expect(coa.row("01")).toBeVisible();
});
