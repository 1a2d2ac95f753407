import type { Page } from "@playwright/test";
import { demoAccount } from "@paydesk/tests/demo-accounts";
import { expect, test } from "./fixtures.ts";
import { AppShell } from "./pages/app-shell.ts";
import { CompanySearchPage, OutboxPage } from "./pages/control-page.ts";
import { signIn, signInAndOpen } from "./pages/login-page.ts";
import { administratorLike } from "./pages/own-account.ts";

/** Company search and the outbox: control-only screens (docs/product/control-area.md). */
const CONTROL = demoAccount("control");
const SCHOOL = demoAccount("school");

/** How many messages to `recipient` the outbox holds as sent, asked over tRPC as the signed-in control user. */
async function sentOutboxMessages(page: Page, recipient: string): Promise<number> {
  // The API's transformer (superjson) wraps plain JSON in `json` both ways.
  const input = encodeURIComponent(JSON.stringify({ json: { module: "control", recipient, status: "SENT" } }));
  const res = await page.request.get(`/trpc/outbox.find?input=${input}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).result.data.json as { total: number }).total;
}

test.describe("company search", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, CONTROL);
  });

  test("control staff find companies by keyword from the side navigation", async ({ page }) => {
    await page.goto("/control");
    await new AppShell(page).nav().getByRole("link", { name: "Company search" }).click();
    const search = new CompanySearchPage(page);
    await expect(search.heading()).toBeVisible();
    // With no keyword, every company is listed.
    await expect(search.count()).toContainText("on the platform");
    await expect(search.row("Riverside Dance Academy")).toBeVisible();

    await search.search("springfield");
    await expect(page).toHaveURL(/\/control\/company\/search\?keyword=springfield$/);
    await expect(search.count()).toHaveText("4 companies matching “springfield”");
    for (const name of [
      "Springfield School District",
      "Lincoln High School",
      "Roosevelt Middle School",
      "Jefferson Elementary School",
    ]) {
      await expect(search.row(name)).toBeVisible();
    }
    const lincoln = search.row("Lincoln High School");
    await expect(lincoln).toContainText("School");
    await expect(lincoln).toContainText("Springfield, IL");
    await expect(lincoln).toContainText("Springfield School District");

    // The address keeps the search: a reload shows the same results.
    await page.reload();
    await expect(search.keyword()).toHaveValue("springfield");
    await expect(search.rows()).toHaveCount(4);
  });

  test("finds by id, and says so when nothing matches", async ({ page }) => {
    const search = new CompanySearchPage(page);
    await search.goto("Campus Spirit");
    const id = (await search
      .row("Campus Spirit Wear")
      .getByText(/^#\d+$/)
      .textContent())!.slice(1);
    await search.search(id);
    await expect(search.row("Campus Spirit Wear")).toBeVisible();

    await search.search("no such company anywhere");
    await expect(search.empty()).toContainText("No companies match “no such company anywhere”");
  });

  test("suggests companies after two characters and searches the one picked", async ({ page }) => {
    const search = new CompanySearchPage(page);
    await search.goto();
    await search.keyword().fill("R");
    await expect(page.getByRole("option")).toHaveCount(0);
    await search.keyword().fill("Ro");
    await expect(search.suggestion("Roosevelt Middle School")).toBeVisible();
    await search.suggestion("Roosevelt Middle School").click();
    await expect(page).toHaveURL(/keyword=Roosevelt\+Middle\+School$/);
    await expect(search.rows()).toHaveCount(1);
    await expect(search.row("Roosevelt Middle School")).toBeVisible();
  });
});

test("company search and the outbox are control only", async ({ page }) => {
  await signInAndOpen(page, SCHOOL, "school");
  const shell = new AppShell(page);
  await expect(shell.nav().getByText("Company search")).toHaveCount(0);
  for (const path of ["/control/company/search", "/control/operations/outbox"]) {
    await page.goto(path);
    await expect(shell.accessDenied()).toBeVisible();
  }
});

test("control staff read outgoing mail in the outbox, newest first, and open a message", async ({
  page,
  playwright,
}, testInfo) => {
  // A password reset request puts a message with a reset link in the outbox (no password changes).
  // Asked for an administrator of this run: reset requests are limited per address and hour, so a
  // shared demo account would be refused once the suite ran a few times in an hour on one server.
  const { email: recipient } = await administratorLike(playwright, testInfo, "school", "school", {
    firstName: "Otto",
    lastName: "Box",
  });
  const forgot = await page.request.post("/login/forgot", { data: { email: recipient, mode: "ajax" } });
  expect(forgot.status()).toBe(200);

  await signInAndOpen(page, CONTROL, "control");
  // The reset is mailed by the job queue, a moment later; the screen reads the outbox once when it
  // opens, so wait until the message is sent, as control staff would see it.
  await expect.poll(() => sentOutboxMessages(page, recipient), { timeout: 20_000 }).toBeGreaterThan(0);
  await new AppShell(page).nav().getByRole("link", { name: "Outbox" }).click();
  const outbox = new OutboxPage(page);
  await expect(page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
  // Typed in capitals and cut short: the filter ignores case and matches part of the address.
  const typed = recipient.slice(0, recipient.indexOf("@") + 4).toUpperCase();
  await outbox.recipient().fill(typed);
  await expect(page).toHaveURL(new RegExp(`recipient=${typed.replace("@", "%40")}(&|$)`));
  const row = outbox.rows().first();
  await expect(row).toContainText(recipient);
  await expect(row).toContainText("Reset your PayDesk password");
  await expect(row).toContainText("Sent");
  await expect(row).toContainText("Password reset");
  // The filter applies after its debounce: wait until every row shown is the recipient's.
  await expect.poll(async () => (await outbox.rows().allTextContents()).every((text) => text.includes(recipient))).toBe(true);

  await row.getByRole("button", { name: /^Open/ }).click();
  await expect(outbox.message()).toContainText(recipient);
  const link = outbox.body().getByRole("link", { name: /\/login\/reset\// });
  await expect(link).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(outbox.message()).toHaveCount(0);

  await outbox.filterStatus("Failed");
  await expect(page.getByTestId("outbox-empty")).toBeVisible();
});
