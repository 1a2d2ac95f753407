import { demoAccount } from "@paydesk/tests/demo-accounts";
import { STUDENT_ADMIN_MESSAGES } from "@paydesk/validators";
import { expect, test } from "./fixtures.ts";
import { AppShell } from "./pages/app-shell.ts";
import { signIn, signInAndOpen } from "./pages/login-page.ts";
import { StudentsPage } from "./pages/students-page.ts";

const SCHOOL = demoAccount("school");

test("add a student with a missing field, fix it, find it by search, then remove it", async ({ page }) => {
  const tag = `${Date.now().toString(36)}`;
  const externalId = `E2E-${tag}`;
  const lastName = `Screens${tag}`;

  await signInAndOpen(page, SCHOOL, "school");
  await new AppShell(page).nav().getByRole("link", { name: "Students and groups" }).click();
  const students = new StudentsPage(page);
  await expect(students.tab("Students")).toHaveAttribute("aria-selected", "true");

  await students.openAdd();
  await expect(students.field("School")).toHaveValue("Lincoln High School");
  await students.fill({ "Student ID": externalId, "First name": "Ada", Grade: "7" });
  await students.submit();
  await expect(students.invalidMessage()).toHaveText(STUDENT_ADMIN_MESSAGES.invalid);
  await expect(students.field("Last name")).toHaveAttribute("aria-invalid", "true");
  await expect(students.field("First name")).not.toHaveAttribute("aria-invalid", "true");

  await students.fill({ "Last name": lastName });
  await students.submit();
  await expect(page.getByText(`Ada ${lastName} has been added.`)).toBeVisible();
  await expect(students.dialog()).toHaveCount(0);

  await students.search(lastName.toLowerCase());
  await expect(students.rows()).toHaveCount(1);
  await expect(students.row(externalId)).toContainText(`${lastName}, Ada`);
  await expect(students.row(externalId)).toContainText("Lincoln High School");
  await students.search(externalId);
  await expect(students.rows()).toHaveCount(1);

  await students.remove(externalId, { permanently: true });
  await expect(page.getByText("Students: 1 deleted.")).toBeVisible();
  await expect(students.rows()).toHaveCount(0);
  await expect(page.getByTestId("students-empty")).toBeVisible();
});

test("the staff tab adds a staff member without a grade; removing deactivates", async ({ page }) => {
  const tag = `${Date.now().toString(36)}`;
  const externalId = `STF-${tag}`;

  await signIn(page, SCHOOL);
  const students = new StudentsPage(page);
  await students.goto("school", "staff");
  await expect(students.tab("Staff")).toHaveAttribute("aria-selected", "true");
  await students.openAdd("staff member");
  await expect(students.field("Grade")).toHaveCount(0);
  await students.fill({ "Staff ID": externalId, "First name": "Cook", "Last name": `Kitchen${tag}` });
  await students.submit("Add staff member");
  await expect(students.dialog()).toHaveCount(0);
  await students.search(externalId);
  await expect(students.row(externalId)).toBeVisible();

  await students.remove(externalId);
  await expect(students.rows()).toHaveCount(0);
  await page.getByRole("switch", { name: "Show inactive" }).check();
  await expect(students.row(externalId)).toContainText("Inactive");
});

test("the groups tabs list the school's groups with the group upload, and the upload tab opens the student upload", async ({
  page,
}) => {
  await signIn(page, SCHOOL);
  const students = new StudentsPage(page);
  await students.goto("school");
  await students.tab("Groups").click();
  await expect(page).toHaveURL(/\/school\/settings\/students-and-groups\/groups$/);
  await expect(page.getByTestId("group-row").filter({ hasText: "Varsity Football Team" })).toContainText("8");
  await expect(page.getByRole("button", { name: "Upload groups from a CSV file" })).toBeVisible();

  await students.tab("Smart groups").click();
  await expect(page.getByTestId("group-row").filter({ hasText: "Seniors" })).toBeVisible();
  await expect(page.getByTestId("group-row").filter({ hasText: "Varsity Football Team" })).toHaveCount(0);

  await students.tab("Upload students").click();
  await expect(page).toHaveURL(/\/school\/settings\/students-and-groups\/upload-students$/);
  await expect(students.tab("Upload students")).toHaveAttribute("aria-selected", "true");
});
