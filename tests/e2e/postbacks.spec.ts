import { demoAccount } from "@paydesk/tests/demo-accounts";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { AppShell } from "./pages/app-shell.ts";
import { signIn, signInAndOpen } from "./pages/login-page.ts";
import { PostbackDetailPage, PostbackDialog, PostbacksListPage, SeededPostbacks } from "./pages/postbacks-pages.ts";

/**
 * Postbacks in the control area (docs/product/control-area.md), on the seed's Lincoln High
 * postbacks (one in every status): the list and its status filter, re-posting the FAILED one to
 * the app's own SIS simulator, marking the PENDING one (refused without a memo, with the product's
 * message), and control only. The postbacks re-posted and marked are put back as they were at
 * the end.
 */
const CONTROL = demoAccount("control");
const SCHOOL = demoAccount("school");

interface Listed {
  id: number;
  plugin: string;
  status: string;
}

test.describe.configure({ mode: "serial" });

test.describe("postbacks", () => {
  const changed = new SeededPostbacks();
  test.beforeEach(async ({ page }) => {
    await signIn(page, CONTROL);
  });
  test.afterAll(() => changed.restore());

  /** The seeded postback of a plugin in a status, read through the documented list call, kept to be put back. */
  async function seeded(page: Page, status: string, plugin: string): Promise<number> {
    const res = await page.request.get(`/control/postbacks/list?status=${status}&plugin=${plugin}`);
    const rows = ((await res.json()) as { postbacks: Listed[] }).postbacks;
    expect(rows.length, `${status} ${plugin}`).toBeGreaterThan(0);
    const id = rows.at(-1)!.id;
    await changed.keep(id);
    return id;
  }

  test("lists the postbacks from the navigation and filters them by status", async ({ page }) => {
    const failedId = await seeded(page, "FAILED", "asb_works");
    await page.goto("/control");
    await new AppShell(page).nav().getByRole("link", { name: "Postbacks" }).click();
    const list = new PostbacksListPage(page);
    await expect(list.heading()).toBeVisible();
    await expect(list.rows().first()).toBeVisible();
    expect(await list.rows().count()).toBeGreaterThanOrEqual(4);

    await list.filterStatus("Failed");
    await expect(page).toHaveURL(/status=FAILED/);
    // Until the filtered answer arrives the earlier rows stay (dimmed): wait for them to go.
    await expect(list.rows().getByTestId("postback-status").filter({ hasNotText: "Failed" })).toHaveCount(0);
    await expect(list.row(failedId)).toBeVisible();
    await expect(list.row(failedId)).toContainText("ASB Works");
    await expect(list.row(failedId)).toContainText("Lincoln High School");
    // The order as every screen words it ("Order 217"), never "Order #217".
    await expect(list.row(failedId)).toContainText(/Order \d+/);
    await expect(list.row(failedId)).not.toContainText("Order #");
  });

  test("re-posts a failed postback: the SIS takes it and it shows as sent with its curl log", async ({ page }) => {
    const failedId = await seeded(page, "FAILED", "asb_works");
    const detail = new PostbackDetailPage(page);
    await detail.goto(failedId);
    await expect(detail.status()).toHaveText("Failed");
    await detail.postBackAgain().click();
    const dialog = new PostbackDialog(page);
    await expect(dialog.result()).toContainText("The postback was sent.");
    await page.keyboard.press("Escape");
    await expect(dialog.dialog()).toHaveCount(0);
    await expect(detail.status()).toHaveText("Sent");
    await expect(detail.curlLog()).toContainText(/< HTTP 20\d/);
    await expect(detail.curlLog()).toContainText("/simulators/sis/asb_works");
    await expect(detail.curlLog()).toContainText("confirmation");
  });

  test("marks a postback: refused without a memo with the product's message, then saved with one", async ({ page }) => {
    const pendingId = await seeded(page, "PENDING", "synergy");
    const detail = new PostbackDetailPage(page);
    await detail.goto(pendingId);
    await detail.markButton().click();
    const dialog = new PostbackDialog(page);
    await dialog.memo().fill("x");
    await dialog.save().click();
    await expect(dialog.dialog()).toContainText("Save failed. You must add a memo to mark this postback.");
    await expectAccessible(page);

    await dialog.memo().fill("Posted by hand in Synergy");
    await dialog.save().click();
    await expect(dialog.dialog()).toHaveCount(0);
    await expect(detail.status()).toHaveText("Marked");
    await expect(detail.memo()).toHaveText("Posted by hand in Synergy");
  });

  test("the old address /control/postbacks leads to the list", async ({ page }) => {
    await page.goto("/control/postbacks");
    await expect(new PostbacksListPage(page).heading()).toBeVisible();
    await expect(page).toHaveURL(/\/control\/reports\/postbacks$/);
  });
});

test("postbacks are control only", async ({ page }) => {
  await signInAndOpen(page, SCHOOL, "school");
  const shell = new AppShell(page);
  await expect(shell.nav().getByText("Postbacks")).toHaveCount(0);
  await page.goto("/control/reports/postbacks");
  await expect(shell.accessDenied()).toBeVisible({ timeout: 30_000 });
  expect((await page.request.get("/control/postbacks/list")).status()).toBe(403);
});
