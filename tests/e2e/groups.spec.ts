import { demoAccount } from "@paydesk/tests/demo-accounts";
import { GROUP_MESSAGES } from "@paydesk/validators";
import { expect, test } from "./fixtures.ts";
import { GroupsPage } from "./pages/groups-page.ts";
import { signIn } from "./pages/login-page.ts";

const SCHOOL = demoAccount("school");

test("create a smart group by grade and see its members; a taken name is said as it is typed", async ({ page }) => {
  // Five pages, each audited by axe: past the default minute on a busy machine.
  test.setTimeout(120_000);
  const name = `Grade 12 ${Date.now().toString(36)}`;
  await signIn(page, SCHOOL);
  const groups = new GroupsPage(page);
  await groups.gotoList("school", true);
  await groups.openNew(true);

  // The demo data's Lincoln already has a smart group "Seniors": said before any save.
  await groups.nameField().fill("seniors");
  await expect(groups.nameError()).toHaveText(GROUP_MESSAGES.nameTaken);
  await groups.nameField().fill("S");
  await expect(groups.nameError()).toHaveText(GROUP_MESSAGES.nameRequired);
  await groups.nameField().fill(name);
  await expect(groups.nameError()).toHaveCount(0);

  await groups.chooseGrade("12");
  await expect(groups.previewCount()).toHaveText(/^\d+ students? belongs? to this group$/);
  // Riley Parker (LHS-1002) is in grade 12 at Lincoln; Jamie Parker (grade 10) is not.
  await expect(groups.previewMembers()).toContainText("Parker, Riley (LHS-1002, grade 12)");
  await expect(groups.previewMembers()).not.toContainText("Jamie");

  await groups.save();
  await expect(page.getByText(GROUP_MESSAGES.saved, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/school\/settings\/students-and-groups\/smartgroups$/);
  await groups.search(name);
  await expect(groups.rows()).toHaveCount(1);
  await expect(groups.rows().first()).toContainText("Grade 12");

  await groups.open(name);
  await expect(groups.previewMembers()).toContainText("Parker, Riley (LHS-1002, grade 12)");
  // Its own name is no clash while it is edited.
  await groups.nameField().fill(`${name.toUpperCase()}`);
  await expect(groups.nameChecking()).toBeVisible();
  await expect(groups.nameChecking()).toHaveCount(0);
  await expect(groups.nameError()).toHaveCount(0);
});
