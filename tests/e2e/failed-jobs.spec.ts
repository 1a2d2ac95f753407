import { demoAccount } from "@paydesk/tests/demo-accounts";
import { startFailingQueue, type FailingQueue } from "@paydesk/tests/failed-jobs";
import { e2eDatabaseUrl } from "./e2e-database.ts";
import { expect, test } from "./fixtures.ts";
import { AppShell } from "./pages/app-shell.ts";
import { FailedJobsPage } from "./pages/failed-jobs-pages.ts";
import { signIn } from "./pages/login-page.ts";
import { OperationsHomePage } from "./pages/postbacks-pages.ts";

/**
 * The failed-jobs screen: jobs that really failed — a pg-boss queue of this file's own
 * on the server's database, whose worker (run here) throws — appear on the operations home's card,
 * whose queue badge opens the list filtered to that queue; a job's detail hides its secrets; Retry
 * (one, then the selected) queues them again, and once the worker succeeds they leave the list.
 */
const CONTROL = demoAccount("control");
const SCHOOL = demoAccount("school");

let queue: FailingQueue;
test.beforeAll(async () => {
  queue = await startFailingQueue(e2eDatabaseUrl(), `e2e-jobs.${Date.now().toString(36)}`);
});
test.afterAll(async () => {
  await queue?.stop();
});

test("failed jobs: the home card's link, the list, the redacted detail, retry one and the selected", async ({ page }) => {
  // Two jobs fail and then complete on a real queue, besides the pages: more than the default minute on a loaded machine.
  test.setTimeout(150_000);
  const first = await queue.sendAndFail({ postbackId: 7, apiKey: "sk_live_e2e_secret" }, "SIS answered 500 for token=e2e-token-value");
  const second = await queue.sendAndFail({ postbackId: 8 }, "SIS answered 502");

  await signIn(page, CONTROL);
  const home = new OperationsHomePage(page);
  await home.goto();
  const badge = home.card("ops-failed-jobs").getByRole("link", { name: `${queue.name}: 2` });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(page).toHaveURL(new RegExp(`/control/operations/jobs\\?queue=${queue.name.replace(".", "\\.")}$`));

  const list = new FailedJobsPage(page);
  await list.expectOpen();
  await expect(list.rows()).toHaveCount(2);
  // Newest first.
  await expect(list.rows().first()).toHaveAttribute("data-job-id", second);
  await expect(list.status(first)).toHaveText("Failed");
  await expect(list.error(first)).toHaveText("SIS answered 500 for token=[redacted]");
  await expect(list.row(first)).toContainText("0 of 0 retries");

  const detail = await list.openDetail(first);
  await expect(detail.data()).toContainText('"apiKey": "[redacted]"');
  await expect(detail.data()).toContainText('"postbackId": 7');
  await expect(page.getByText("sk_live_e2e_secret")).toHaveCount(0);
  await expect(page.getByText(/e2e-token-value/)).toHaveCount(0);
  await page.goBack();
  await list.expectOpen();

  // Nobody works the queue for now: retried jobs stay queued, and the rows say so.
  await queue.pause();
  await list.retry(first).click();
  await expect(list.status(first)).toHaveText("Queued again");
  await expect(list.retry(first)).toBeDisabled();
  await list.select(second).check();
  await list.retrySelected().click();
  await expect(list.status(second)).toHaveText("Queued again");

  // The worker back, now succeeding: both run, complete and leave the list.
  queue.succeed();
  await queue.resume();
  await queue.waitForState(first, "completed");
  await queue.waitForState(second, "completed");
  await page.reload();
  await list.expectOpen();
  await expect(list.empty()).toBeVisible();
});

test("the failed-jobs screen is control only", async ({ page }) => {
  await signIn(page, SCHOOL);
  await page.goto("/control/operations/jobs");
  await expect(new AppShell(page).accessDenied()).toBeVisible({ timeout: 30_000 });
});
