import { demoAccount } from "@paydesk/tests/demo-accounts";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ITEM_LIST_MESSAGES, ITEM_MESSAGES, ITEM_READINESS_MESSAGES } from "@paydesk/validators";
import { AdminApi, uniqueAdminEmail } from "./pages/administrators-page.ts";
import { AppShell } from "./pages/app-shell.ts";
import { ItemApi, ItemListsPage, PayForPage, uniqueTag } from "./pages/item-lists-page.ts";
import { signIn, type Account } from "./pages/login-page.ts";
import { clickSwitch } from "./pages/switch.ts";

/**
 * The item lists (docs/product/items-and-fees.md): search, sort, status filter and paging; every mass
 * action; the row switches with the draft and guest-checkout refusals; trash, restore and the
 * permanent delete; totals; the pay link and its public page; read-only and restricted users.
 *
 * Every item here is made by the test through the builder's API, under a tag that the list's
 * search then narrows to, so the seed's items never change what a test sees.
 */
const SCHOOL = demoAccount("school");
const COACH = demoAccount("coach");
const DISTRICT = demoAccount("district");

async function signedIn(page: Page, account: Account = SCHOOL, module = "school") {
  await signIn(page, account);
  return { api: new ItemApi(page.request, module), lists: new ItemListsPage(page) };
}

// Every item a test sees is its own (made under a tag of its own): the tests run side by side on any worker.
test.describe.configure({ mode: "parallel" });

test("searches (debounced), sorts both ways, filters by status and pages through the list", async ({ page }) => {
  const { api, lists } = await signedIn(page);
  const tag = uniqueTag("PAGE");
  const title = (i: number) => `${tag} ${String(i).padStart(2, "0")}`;
  const made = [];
  for (let i = 0; i < 27; i++) made.push(await api.create({ title: title(i) }));

  await lists.goto("school", "payments/individual-items", "Individual items");
  await lists.search(tag);
  await expect(lists.count()).toHaveText("1–25 of 27");
  // The default order: most recently modified first.
  await expect(lists.titles().first()).toHaveText(title(26));

  await lists.sortBy("Title", "Ascending");
  await expect(lists.titles().first()).toHaveText(title(0));
  await lists.gotoPage(2);
  await expect(lists.titles()).toHaveText([title(25), title(26)]);
  await expect(lists.count()).toHaveText("26–27 of 27");
  await expect(page).toHaveURL(/[?&]page=2/);

  // Any other change starts again on page 1.
  await lists.sortBy("Title", "Descending");
  await expect(lists.count()).toHaveText("1–25 of 27");
  await expect(lists.titles().first()).toHaveText(title(26));
  await lists.sortBy("Creation date", "Ascending");
  await expect(lists.titles().first()).toHaveText(title(0));

  await lists.search(`${tag} 1`);
  await expect(lists.count()).toHaveText("1–10 of 10");
  await expect(lists.titles()).toHaveText([10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map(title));

  // The trash is hidden from "Any" and shown on its own.
  await lists.select(made[10]!.code);
  await lists.massAction("Move to trash");
  await expect(lists.flash(ITEM_LIST_MESSAGES.trashed)).toBeVisible();
  await expect(lists.count()).toHaveText("1–9 of 9");
  await lists.filterStatus("Trash");
  await expect(lists.titles()).toHaveText([title(10)]);
  await lists.filterStatus("Active");
  await expect(lists.count()).toHaveText("1–9 of 9");
  await lists.filterStatus("Draft");
  await expect(page.getByTestId("items-empty")).toContainText("No item matches");

  // The address keeps the list: a reload lands on the same view.
  await lists.filterStatus("Active");
  await page.reload();
  await expect(lists.count()).toHaveText("1–9 of 9");
});

test("drafts: save as draft, the refusals of the switches, remove draft with the readiness check", async ({ page }) => {
  const { api, lists } = await signedIn(page);
  const tag = uniqueTag("DRAFT");
  const ready = await api.create({ title: `${tag} Ready` });
  const unready = await api.create({ title: `${tag} Unready`, noAccount: true, draft: true });
  const guestOnly = await api.create({ title: `${tag} Guest only`, disableGuest: 2, visible: false });

  await lists.goto("school", "payments/individual-items", "Individual items");
  await lists.search(tag);
  await expect(lists.rows()).toHaveCount(3);
  await expect(lists.switch(ready.code, "Active")).toBeChecked();

  // Save as draft turns active and visible off and comes back with drafts_added=true.
  await lists.select(ready.code);
  await lists.massAction("Save as draft");
  await expect(page).toHaveURL(/\/school\/payments\/individual-items\?drafts_added=true$/);
  await expect(lists.notice("drafts-added")).toBeVisible();
  await expect(lists.flash(ITEM_MESSAGES.moveOutOfDraft)).toBeVisible();
  await lists.search(tag);
  await expect(lists.status(ready.code)).toHaveText("Draft");
  await expect(lists.switch(ready.code, "Active")).not.toBeChecked();
  await expect(lists.switch(ready.code, "Visible")).not.toBeChecked();

  // A draft cannot be switched on; a guest-checkout-only item cannot be made visible.
  await clickSwitch(lists.switch(ready.code, "Active"));
  await expect(lists.flash(ITEM_MESSAGES.removeDraftFirst)).toBeVisible();
  await expect(lists.switch(ready.code, "Active")).not.toBeChecked();
  await clickSwitch(lists.switch(guestOnly.code, "Visible"));
  await expect(lists.flash(ITEM_MESSAGES.guestOnlyNotVisible)).toBeVisible();
  await expect(lists.switch(guestOnly.code, "Visible")).not.toBeChecked();

  // Remove draft: the ready item leaves draft, the other stays and says why.
  await lists.select(ready.code, unready.code);
  await lists.massAction("Remove draft");
  await expect(page).toHaveURL(/\?drafts_updated=true$/);
  await expect(lists.notice("drafts-updated")).toBeVisible();
  await expect(lists.draftProblem(unready.code)).toContainText(ITEM_READINESS_MESSAGES.descriptionRequired);
  await expect(lists.draftProblem(unready.code)).toContainText(ITEM_READINESS_MESSAGES.accountRequired);
  await expect(lists.draftProblem(ready.code)).toHaveCount(0);
  await lists.search(tag);
  await expect(lists.status(ready.code)).toHaveText("Ready");
  await expect(lists.status(unready.code)).toHaveText("Draft");

  // Out of draft, the switches work; the mass actions switch several at once.
  await clickSwitch(lists.switch(ready.code, "Active"));
  await expect(lists.switch(ready.code, "Active")).toBeChecked();
  await lists.select(ready.code, guestOnly.code);
  await lists.massAction("Make visible");
  await expect(lists.flash("1 item updated.")).toBeVisible();
  await expect(lists.flash(`${guestOnly.title}: ${ITEM_MESSAGES.guestOnlyNotVisible}`)).toBeVisible();
  await expect(lists.switch(ready.code, "Visible")).toBeChecked();
  await lists.select(ready.code, guestOnly.code);
  await lists.massAction("Deactivate");
  await expect(lists.flash("2 items updated.")).toBeVisible();
  await expect(lists.switch(ready.code, "Active")).not.toBeChecked();
  await expect(lists.switch(guestOnly.code, "Active")).not.toBeChecked();
  // A guest-checkout-only item may be active; only its visibility is refused.
  await lists.select(ready.code, guestOnly.code);
  await lists.massAction("Activate");
  await expect(lists.switch(ready.code, "Active")).toBeChecked();
  await expect(lists.switch(guestOnly.code, "Active")).toBeChecked();
  await lists.select(ready.code);
  await lists.massAction("Make invisible");
  await expect(lists.switch(ready.code, "Visible")).not.toBeChecked();
});

test("paid / not paid: on and off in bulk and per row, and a run computes the report", async ({ page }) => {
  const { api, lists } = await signedIn(page);
  const tag = uniqueTag("PNP");
  const a = await api.create({ title: `${tag} A` });
  const b = await api.create({ title: `${tag} B` });

  await lists.goto("school", "payments/individual-items", "Individual items");
  await lists.search(tag);
  await lists.selectAll().check();
  await lists.massAction("Paid/not paid on");
  await expect(lists.flash(ITEM_LIST_MESSAGES.pnpMassUpdated)).toBeVisible();
  await expect(lists.pnp(a.code)).toBeChecked();
  await expect(lists.pnp(b.code)).toBeChecked();

  // The box follows the server's answer, so it changes only once the call returns.
  await lists.pnp(b.code).click();
  await expect(lists.flash(ITEM_LIST_MESSAGES.pnpOff)).toBeVisible();
  await expect(lists.pnp(b.code)).not.toBeChecked();

  await lists.select(a.code, b.code);
  await lists.massAction("Paid/not paid off");
  await expect(lists.pnp(a.code)).not.toBeChecked();
  await lists.pnp(a.code).click();
  await expect(lists.pnp(a.code)).toBeChecked();

  await lists.rowAction(a.code, "Run paid/not paid");
  await expect(lists.flash(ITEM_LIST_MESSAGES.pnpQueued)).toBeVisible();
  // The job runs on the server's queue; once it has finished, the list shows so.
  await expect.poll(() => api.pnpComputed(a.code), { message: "the report's job has run", timeout: 30_000 }).toBe(true);
  await page.reload();
  await expect(lists.pnp(a.code)).toHaveAttribute("data-computed", "yes");
});

test("trash, restore and permanent delete; totals; the pay link and its public page", async ({ page, browser, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { api, lists } = await signedIn(page);
  const tag = uniqueTag("TRASH");
  const kept = await api.create({ title: `${tag} Kept`, amountCents: 1250 });
  const gone = await api.create({ title: `${tag} Gone` });
  const hidden = await api.create({ title: `${tag} Hidden`, visible: false, disableGuest: 1 });
  const back = await api.create({ title: `${tag} Back`, draft: true });

  await lists.goto("school", "payments/individual-items", "Individual items");
  await lists.search(tag);
  await lists.select(kept.code, gone.code, back.code);
  await lists.massAction("Move to trash");
  await expect(lists.flash(ITEM_LIST_MESSAGES.trashed)).toBeVisible();
  await expect(lists.rows()).toHaveCount(1);

  await lists.filterStatus("Trash");
  await expect(lists.rows()).toHaveCount(3);
  await expect(lists.status(back.code)).toHaveText("Trash (draft)");
  // A mass restore brings a draft back as a draft.
  await lists.select(back.code);
  await lists.massAction("Restore");
  await expect(lists.flash("The item was restored.")).toBeVisible();
  await expect(lists.rows()).toHaveCount(2);
  await expect(lists.status(kept.code)).toHaveText("Trash");
  // In the trash a row can only be restored or deleted for good.
  await expect(lists.switch(kept.code, "Active")).toBeDisabled();
  await lists.rowAction(kept.code, "Restore");
  await expect(lists.flash(ITEM_LIST_MESSAGES.restored)).toBeVisible();
  await expect(lists.rows()).toHaveCount(1);

  await lists.select(gone.code);
  await lists.massAction("Delete permanently");
  await expect(lists.confirmDeleteDialog()).toContainText(gone.title);
  await lists.confirmDeleteDialog().getByRole("button", { name: "Cancel" }).click();
  await expect(lists.rows()).toHaveCount(1);
  await lists.select(gone.code);
  await lists.massAction("Delete permanently");
  await lists.confirmDeleteDialog().getByRole("button", { name: "Delete permanently" }).click();
  await expect(lists.flash(ITEM_LIST_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByTestId("items-empty")).toBeVisible();

  await lists.filterStatus("Any (trash hidden)");
  await expect(lists.rows()).toHaveCount(3);
  await expect(lists.status(back.code)).toHaveText("Draft");
  await lists.rowAction(kept.code, "Totals");
  await expect(lists.totalsDialog().getByTestId("total-sales")).toHaveText("$0.00");
  await page.keyboard.press("Escape");

  await lists.rowAction(kept.code, "Copy pay link");
  const copied = await page.evaluate<string>("navigator.clipboard.readText()");
  expect(copied).toBe(`${baseURL}/pay/for/${tag}-Kept/${kept.code}`);
  await expect(lists.flash(`Pay link copied: ${copied}`)).toBeVisible();

  // The pay page is public: a visitor without a session sees the item and may pay as a guest.
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto(copied);
  const pay = new PayForPage(publicPage);
  await expect(pay.heading()).toHaveText(kept.title);
  await expect(pay.price()).toHaveText("$12.50");
  await expect(pay.guestCheckoutButton()).toBeEnabled();
  // An old or mistyped slug moves to the item's own address.
  await publicPage.goto(`/pay/for/old-name/${kept.code}`);
  await expect(publicPage).toHaveURL(`${baseURL}/pay/for/${tag}-Kept/${kept.code}`);
  await expect(pay.heading()).toHaveText(kept.title);
  // Hidden with guests refused: not for the public, which is told what to do instead of a bare "Page not found".
  await publicPage.goto(`/pay/for/x/${hidden.code}`);
  await expect(publicPage.getByRole("heading", { name: "This payment link is not open" })).toBeVisible();
  await visitor.close();
});

test("the other lists: kinds per route, every kind at /school/items with its notice, 3rd-party kinds", async ({ page }) => {
  const { api, lists } = await signedIn(page);
  const tag = uniqueTag("KINDS");
  const basic = await api.create({ title: `${tag} Basic` });
  const event = await api.create({ title: `${tag} Event`, type: "event" });
  const promo = await api.create({ title: `${tag} Promo`, type: "promo" });
  const recurring = await api.create({ title: `${tag} Monthly`, type: "recurring" });

  await lists.goto("school", "payments/events", "Events");
  await lists.search(tag);
  await expect(lists.rows()).toHaveCount(1);
  await expect(lists.row(event.code)).toBeVisible();

  await lists.goto("school", "payments/recurring", "Recurring items");
  await lists.search(tag);
  await expect(lists.rows()).toHaveCount(1);
  await expect(lists.row(recurring.code)).toBeVisible();

  await lists.goto("school", "payments/3rd/promo", "Promotional items");
  await lists.search(tag);
  await expect(lists.rows()).toHaveCount(1);
  await expect(lists.row(promo.code)).toBeVisible();
  await page.goto("/school/payments/3rd/unknown");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

  await page.goto("/school/items?cancel_action=discard");
  await expect(page.getByRole("heading", { level: 1, name: "Items" })).toBeVisible();
  await expect(lists.notice("discarded")).toHaveText("Your changes were discarded.");
  await lists.search(tag);
  await expect(lists.rows()).toHaveCount(4);
  await expect(lists.row(basic.code)).toContainText("Individual");
  await expect(lists.row(event.code)).toContainText("Event");

  // The menu entries are live.
  await expect(new AppShell(page).nav().getByRole("link", { name: "Individual items" })).toBeVisible();
  await new AppShell(page).nav().getByRole("link", { name: "Multi-item packages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Multi-item packages" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Build a new item" }).click();
  await expect(page).toHaveURL(/\/school\/items\/create/);
});

test("restricted and read-only users, and a district choosing one of its schools", async ({ page, browser, baseURL, playwright }) => {
  const { api } = await signedIn(page);
  const tag = uniqueTag("WHO");
  const categories = await api.categories();
  const athletics = categories.find((c) => c.name === "Athletics")!;
  const fees = categories.find((c) => c.name === "Fees")!;
  const sports = await api.create({ title: `${tag} Sports`, categoryId: athletics.id });
  const fee = await api.create({ title: `${tag} Fee`, categoryId: fees.id });

  // The coach's role is limited to Athletics: the other item is not even listed.
  const coachContext = await browser.newContext({ baseURL });
  const coachPage = await coachContext.newPage();
  const coach = await signedIn(coachPage, COACH);
  await coach.lists.goto("school", "payments/individual-items", "Individual items");
  await coach.lists.search(tag);
  await expect(coach.lists.rows()).toHaveCount(1);
  await expect(coach.lists.row(sports.code)).toBeVisible();
  await expect(coach.lists.row(fee.code)).toHaveCount(0);
  await coachContext.close();

  // A read-only administrator sees the list but cannot change anything.
  const request = await playwright.request.newContext({ baseURL });
  const admins = new AdminApi(request);
  await admins.signIn(SCHOOL.email, SCHOOL.password);
  const email = uniqueAdminEmail("readonly");
  const password = `Ro-${Date.now().toString(36)}-pass`;
  await admins.createAdmin(
    "school",
    { companyId: await admins.companyId(), roleIds: [4], firstName: "Rita", lastName: "Reader", email, applications: ["school"] },
    password,
  );
  await request.dispose();
  const readerContext = await browser.newContext({ baseURL });
  const readerPage = await readerContext.newPage();
  const reader = await signedIn(readerPage, { email, password });
  await reader.lists.goto("school", "payments/individual-items", "Individual items");
  await reader.lists.search(tag);
  await expect(reader.lists.rows()).toHaveCount(2);
  await expect(reader.lists.selectAll()).toHaveCount(0);
  await expect(reader.lists.switch(sports.code, "Active")).toBeDisabled();
  await expect(reader.lists.pnp(sports.code)).toBeDisabled();
  await expect(readerPage.getByRole("link", { name: "Build a new item" })).toHaveCount(0);
  await reader.lists.rowAction(sports.code, "Totals");
  await expect(reader.lists.totalsDialog().getByTestId("total-sales")).toHaveText("$0.00");
  await readerContext.close();

  // The district's administrator picks Lincoln High in the site picker.
  const districtContext = await browser.newContext({ baseURL });
  const districtPage = await districtContext.newPage();
  const district = await signedIn(districtPage, DISTRICT);
  await district.lists.goto("school", "payments/individual-items", "Individual items");
  await district.lists.chooseSite("Lincoln High School");
  await district.lists.search(tag);
  await expect(district.lists.rows()).toHaveCount(2);
  await districtContext.close();
});
