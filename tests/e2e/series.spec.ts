import { demoAccount } from "@paydesk/tests/demo-accounts";
import { SERIES_MESSAGES } from "@paydesk/validators";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { signIn } from "./pages/login-page.ts";
import { parentBuysLunchPlan, SeriesPages } from "./pages/series-pages.ts";

const PARENT = demoAccount("parent");
const SCHOOL = demoAccount("school");
/** What staff use to find a series and its item, and a parent has no use for. */
const INTERNAL_NUMBERS = /LHS-|Recurring series #/;

// Staff read the demo data's active series (seed-series.ts); the parent stops a series of their own,
// bought by the test, so the demo data's stays active for every run against the same server.
test.describe.configure({ timeout: 120_000 });

test("school staff read the recurring series: the first charge links its order, the rest are to come", async ({ page }) => {
  await signIn(page, SCHOOL);
  const series = new SeriesPages(page);
  await series.gotoList("school");
  await expect(series.rows().first()).toBeVisible();
  await series.openFirst("Active");
  await expect(series.occurrences("Charges made").first()).toContainText("Paid");
  await expect(series.occurrences("Charges made").first().getByRole("link", { name: /^Order \d+$/ })).toBeVisible();
  await expect(series.occurrences("Charges to come").first()).toContainText("Scheduled");
  await expect(series.stopButton()).toBeVisible();
});

test("a parent stops their recurring payment after confirming; nothing is left to charge", async ({ page, playwright, baseURL }) => {
  const bought = await parentBuysLunchPlan(playwright, baseURL!);
  await signIn(page, PARENT);
  const series = new SeriesPages(page);
  await series.gotoList("parent");
  // A parent reads the item's name: neither its code (Lincoln's all start "LHS-") nor the series' number.
  await expect(series.rows().first()).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(INTERNAL_NUMBERS);
  await series.open(bought);
  await expect(page.getByRole("main")).not.toContainText(INTERNAL_NUMBERS);
  const toCome = await series.occurrences("Charges to come").count();
  expect(toCome).toBeGreaterThan(0);

  // Keeping it changes nothing.
  let dialog = await series.stop();
  await expect(dialog).toContainText(SERIES_MESSAGES.stopConfirm);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(dialog).toBeHidden();
  await expect(series.occurrences("Charges to come")).toHaveCount(toCome);

  dialog = await series.stop();
  await dialog.getByRole("button", { name: "Stop series" }).click();
  await expect(page.getByText(SERIES_MESSAGES.stopped)).toBeVisible();
  await expect(page.getByText("Nothing more will be charged.")).toBeVisible();
  await expect(series.stopButton()).toBeHidden();
  await expect(series.occurrences("Charges made").filter({ hasText: "Cancelled" })).toHaveCount(toCome);

  await series.gotoList("parent");
  await expect(series.row(bought)).toContainText("Stopped");
});
