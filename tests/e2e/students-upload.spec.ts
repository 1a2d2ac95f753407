import { STUDENT_ROW_MESSAGES } from "@paydesk/validators";
import { expect, test } from "./fixtures.ts";
import { LoginPage } from "./pages/login-page.ts";
import { StudentsPage } from "./pages/students-page.ts";
import { csvFile, UploadWizard } from "./pages/upload-wizard.ts";

/**
 * The student upload (spec 2 §3-5; issue 11's browser check): a file with a bad row, the row
 * fixed in place, the plan, processing with its progress bar, and the new students in the
 * students list (upstaff's tab). Student IDs carry the run's tag so reruns never meet old ones.
 */
const SCHOOL = { email: "school@demo.test", password: "School-Demo-1" };

test("uploads students: a bad row is fixed in place, processing shows its progress, and the students are listed", async ({ page }) => {
  await new LoginPage(page).signInAndLand(SCHOOL, "school");
  // The SLN column names the school by its company id (spec 2 §5).
  const login = await page.request.post("/login", { data: SCHOOL });
  const sln = String(((await login.json()) as { user: { company_id: number } }).user.company_id);

  const students = new StudentsPage(page);
  await students.goto("school");
  await students.tab("Upload students").click();
  await expect(page).toHaveURL(/\/school\/settings\/students-and-groups\/upload-students$/);
  await expect(page.getByText("School: Lincoln High School")).toBeVisible();

  const t = `E2E${Date.now().toString(36).toUpperCase()}`;
  const wizard = new UploadWizard(page);
  await wizard.chooseFile(
    csvFile("students.csv", [
      "external_id,sis_id,company,lname,fname,grade,food_balance,teacher,is_fr,family_id,parent1_email",
      `${t}-1,S1,${sln},Upload,Avery ${t},9,12.50,T-RIVERA,free,F-${t},mom.${t.toLowerCase()}@families.test`,
      `${t}-2,S2,${sln},Upload,Blake ${t},GRADE10,0,T-RIVERA,,F-${t},mom.${t.toLowerCase()}@families.test`,
      `${t}-3,S3,${sln},Upload,Casey ${t},11,$3.00,T-CHEN,reduced,,`,
    ]),
  );

  // The header is found by its words (grade, name, balance) and each column mapped by its name.
  await expect(wizard.preview()).toBeVisible();
  await expect(wizard.headerCheckbox()).toBeChecked();
  await expect(wizard.mappingSelect(1)).toHaveValue("external_id");
  await expect(wizard.mappingSelect(6)).toHaveValue("grade");
  await expect(wizard.mappingSelect(11)).toHaveValue("parent1_email");

  await wizard.sendRows();
  await expect(wizard.counts()).toHaveText("1 of 3 rows have errors");
  await expect(wizard.rowErrors(1)).toHaveText("");
  await expect(wizard.rowErrors(2)).toHaveText(STUDENT_ROW_MESSAGES.gradeTooLong);

  await wizard.fixRow(2, { Grade: "10" });
  await expect(wizard.counts()).toHaveText("0 of 3 rows have errors");
  await expect(wizard.rowErrors(2)).toHaveText("");

  await wizard.toPlan();
  await expect(wizard.planCount("create")).toContainText("3");
  await expect(wizard.planCount("invalid")).toContainText("0");
  await wizard.root().getByRole("button", { name: "Process", exact: true }).click();
  await expect(wizard.progress().first()).toBeAttached();
  await expect(wizard.summary()).toBeVisible({ timeout: 120_000 });
  await expect(wizard.summaryCount("created")).toContainText("3");

  await page.getByRole("link", { name: "See the students" }).click();
  await expect(page).toHaveURL(/\/school\/settings\/students-and-groups\/students$/);
  await students.search(t);
  await expect(students.row(`${t}-1`)).toBeVisible();
  await expect(students.row(`${t}-2`)).toContainText("10");
  await expect(students.row(`${t}-3`)).toContainText(`Casey ${t}`);
});
