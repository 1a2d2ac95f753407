import { demoAccount } from "@paydesk/tests/demo-accounts";
import { DATES_MESSAGES } from "@paydesk/validators";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./pages/login-page.ts";
import { DatesPage } from "./pages/settings-dates-page.ts";

const SCHOOL = demoAccount("school");

test("a school sees the district's school year and adds, moves and deletes its own date", async ({ page }) => {
  const title = `Science fair ${Date.now().toString(36)}`;
  await signIn(page, SCHOOL);
  const dates = new DatesPage(page);
  await dates.goto("school");
  await expect(dates.row("school year")).toContainText("Set by Springfield School District");
  await expect(dates.row("school year").getByRole("button")).toHaveCount(0);

  await page.getByRole("button", { name: "Add date" }).click();
  await dates.fill({ name: title, first: "2027-03-10", last: "2027-03-09" });
  await dates.save();
  await expect(dates.dialog()).toContainText(DATES_MESSAGES.endBeforeStart);
  await dates.fill({ last: "2027-03-11" });
  await dates.save();
  await expect(dates.dialog()).toHaveCount(0);
  await expect(dates.row(title)).toContainText("2027");

  await dates
    .row(title)
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  await dates.fill({ last: "" });
  await dates.save();
  await expect(dates.dialog()).toHaveCount(0);
  await expect(dates.row(title)).not.toContainText("–");

  await dates
    .row(title)
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  await dates.dialog().getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText(DATES_MESSAGES.deleted)).toBeVisible();
  await expect(dates.row(title)).toHaveCount(0);
});

test("register parents lists the parent accounts not yet used, each with an invitation to send", async ({ page }) => {
  await signIn(page, SCHOOL);
  await page.goto("/school/settings/register-parents");
  await expect(page.getByRole("heading", { level: 1, name: "Register parents" })).toBeVisible();
  // The demo parent may have signed in during another test: either the list or the all-registered line shows.
  await expect(page.getByTestId("parent-row").first().or(page.getByTestId("parents-empty"))).toBeVisible();
});
