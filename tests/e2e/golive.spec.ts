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
  // complete four computed steps (other specs may complete more, so the share is read first).
  await expect(checklist.progress()).toHaveText(/^\d+% done$/);
  const before = (await checklist.progress().textContent())!;
  const percent = (text: string) => Number(/^(\d+)%/.exec(text)![1]);
  expect(percent(before)).toBeGreaterThan(50);
  for (const name of ["payee", "card_payments", "active_item", "first_payment"]) {
    await expect(checklist.checkbox(name)).toBeChecked();
    await expect(checklist.checkbox(name)).toBeDisabled();
    await expect(checklist.step(name)).toContainText("Done: from your data");
  }

  await expect(checklist.checkbox("logo")).not.toBeChecked();
  const saved = page.waitForResponse((res) => res.url().includes("goLive.save") && res.ok());
  // A click, then the tick: the box shows it once the page has taken the change (check() wants it
  // at the instant of the click, which a busy browser may not render yet).
  await checklist.checkbox("logo").click();
  await expect(checklist.checkbox("logo")).toBeChecked();
  await saved;
  await expect(checklist.progress()).not.toHaveText(before);
  expect(percent((await checklist.progress().textContent())!)).toBeGreaterThan(percent(before));

  await page.reload();
  await expect(checklist.checkbox("logo")).toBeChecked();

  await checklist.checkbox("logo").click();
  await expect(checklist.checkbox("logo")).not.toBeChecked();
  await expect(checklist.progress()).toHaveText(before);
  await page.reload();
  await expect(checklist.checkbox("logo")).not.toBeChecked();
});
