import { demoAccount } from "@paydesk/tests/demo-accounts";
import { expect, test } from "./fixtures.ts";
import { AppShell } from "./pages/app-shell.ts";
import { signIn, signInAndOpen } from "./pages/login-page.ts";
import { OperationsHomePage, PostbacksListPage, SeededPostbacks } from "./pages/postbacks-pages.ts";

/**
 * The operations home (docs/product/control-area.md): it shows a failed postback and its card leads to the
 * postbacks that failed. The seed's SENT synergy postback is marked FAILED first through the
 * documented call, so this file does not depend on the order the postbacks file runs in, and is
 * put back as SENT at the end.
 */
const CONTROL = demoAccount("control");
const SCHOOL = demoAccount("school");

const seeded = new SeededPostbacks();
test.afterAll(() => seeded.restore());

test("the operations home shows a failed postback and links to it", async ({ page }) => {
  await signInAndOpen(page, CONTROL, "control");
  const listed = await page.request.get("/control/postbacks/list?status=SENT&plugin=synergy");
  const [sent] = ((await listed.json()) as { postbacks: { id: number }[] }).postbacks;
  expect(sent).toBeDefined();
  await seeded.keep(sent!.id);
  const marked = await page.request.post(`/control/postbacks/${sent!.id}/mark?status=FAILED`, { data: { memo: "Operations home test: failed" } });
  expect(marked.status()).toBe(200);

  await new AppShell(page).nav().getByRole("link", { name: "Operations" }).click();
  const home = new OperationsHomePage(page);
  await expect(page.getByRole("heading", { name: "Operations", level: 1 })).toBeVisible();
  await expect(home.count("ops-failed-postbacks")).not.toHaveText("0");
  await expect(home.card("ops-failed-mail")).toBeVisible();
  await expect(home.card("ops-failed-jobs")).toBeVisible();
  await expect(home.card("ops-monitors")).toBeVisible();

  await home.card("ops-failed-postbacks").click();
  await expect(page).toHaveURL(/\/control\/reports\/postbacks\?status=FAILED$/);
  const list = new PostbacksListPage(page);
  await expect(list.row(sent!.id)).toBeVisible();
  await expect(list.row(sent!.id)).toContainText("Operations home test: failed");
});

test("the operations home is control only", async ({ page }) => {
  await signIn(page, SCHOOL);
  await page.goto("/control/operations");
  await expect(new AppShell(page).accessDenied()).toBeVisible({ timeout: 30_000 });
});
