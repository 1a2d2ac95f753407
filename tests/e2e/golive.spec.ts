import { demoAccount } from "@paydesk/tests/demo-accounts";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./pages/login-page.ts";
import { GoLivePage } from "./pages/golive-page.ts";

const SCHOOL = demoAccount("school");

test("a checklist step toggles and is saved at once; computed steps say they follow the data", async ({ page }) => {
  await signIn(page, SCHOOL);
  const checklist = new GoLivePage(page);
  await checklist.goto("school");

  // The demo school is over half done: the demo's card gateway, its payee, items and payments
  // complete four computed steps, and the profile step was ticked.
  await expect(checklist.progress()).toHaveText("55% done");
  for (const name of ["payee", "card_payments", "active_item", "first_payment"]) {
    await expect(checklist.checkbox(name)).toBeChecked();
    await expect(checklist.checkbox(name)).toBeDisabled();
    await expect(checklist.step(name)).toContainText("Done: from your data");
  }

  await expect(checklist.checkbox("logo")).not.toBeChecked();
  const saved = page.waitForResponse((res) => res.url().includes("goLive.save") && res.ok());
  await checklist.checkbox("logo").check();
  await saved;
  await expect(checklist.progress()).toHaveText("66% done");

  await page.reload();
  await expect(checklist.checkbox("logo")).toBeChecked();

  await checklist.checkbox("logo").uncheck();
  await expect(checklist.progress()).toHaveText("55% done");
  await page.reload();
  await expect(checklist.checkbox("logo")).not.toBeChecked();
});
