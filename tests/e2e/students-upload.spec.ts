import { demoAccount } from "@paydesk/tests/demo-accounts";
import { STUDENT_ROW_MESSAGES, STUDENT_UPLOAD_FAILURES } from "@paydesk/validators";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./pages/login-page.ts";
import { StudentsPage } from "./pages/students-page.ts";
import { csvFile, UploadWizard } from "./pages/upload-wizard.ts";

/**
 * The student upload (docs/product/uploads.md, Students): a file with a bad row, the row
 * fixed in place, the plan, processing with its progress bar, and the new students in the
 * students list (upstaff's tab). Student IDs carry the run's tag so reruns never meet old ones.
 */
const SCHOOL = demoAccount("school");

test("uploads students: a bad row is fixed in place, processing shows its progress, and the students are listed", async ({ page }) => {
  await signIn(page, SCHOOL);
  // The SLN column names the school by its company id (docs/product/uploads.md, Students).
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

test("a row that cannot be updated or removed says so: \"Error Occurred!! Please try again.\" in the dialog, \"Something went wrong while …\"", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, SCHOOL);
  const students = new StudentsPage(page);
  await students.goto("school");
  await students.tab("Upload students").click();
  const t = `E2F${Date.now().toString(36).toUpperCase()}`;
  const wizard = new UploadWizard(page);
  await wizard.chooseFile(
    csvFile("students.csv", ["external_id,sis_id,company,lname,fname,grade,food_balance,teacher", `${t}-1,S1,,Upload,Avery ${t},GRADE10,0,T-RIVERA`]),
  );
  await wizard.sendRows();
  await expect(wizard.rowErrors(1)).not.toHaveText("");

  // The server cannot be reached for these two calls (a failure without the server's words).
  await page.route("**/trpc/uploads.updateRow**", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.route("**/trpc/uploads.removeRow**", (route) => route.fulfill({ status: 500, body: "{}" }));
  await wizard.row(1).getByRole("button", { name: "Fix row 1" }).click();
  const dialog = page.getByRole("dialog", { name: "Row 1" });
  await dialog.getByRole("textbox", { name: "Grade", exact: true }).fill("10");
  await dialog.getByRole("button", { name: "Save row" }).click();
  const failure = dialog.getByTestId("upload-fix-failure");
  await expect(failure).toContainText(STUDENT_UPLOAD_FAILURES.dialog);
  await expect(failure).toContainText(STUDENT_UPLOAD_FAILURES.updateRow);
  await dialog.getByRole("button", { name: "Close" }).click();

  await wizard.row(1).getByRole("button", { name: "Remove row 1" }).click();
  await expect(wizard.root().getByRole("alert").filter({ hasText: STUDENT_UPLOAD_FAILURES.removeRow })).toBeVisible();
});
