import { demoAccount } from "@paydesk/tests/demo-accounts";
import { SCHOOL_UPLOAD_FAILURES, SCHOOL_UPLOAD_MESSAGES as M } from "@paydesk/validators";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./pages/login-page.ts";
import { SchoolsPage } from "./pages/schools-page.ts";
import { csvFile, UploadWizard } from "./pages/upload-wizard.ts";

/**
 * The school upload (docs/product/uploads.md, Schools) through the shared wizard, as the district's
 * master administrator: a file with a bad row, the row fixed in place, the plan, processing, and
 * the new schools on the schools list. Names and e-mails carry the run's tag so reruns never meet
 * old ones.
 */
const DISTRICT = demoAccount("district");
const HEADER = "company,street,street2,city,state,zip,primary_phone,mastadmin_email,mastadmin_first_name,mastadmin_last_name,mastadmin_phone,external_id,company_email,company_type";

let counter = 0;
function tag(): string {
  counter += 1;
  return `S${Date.now().toString(36)}${counter}`.toLowerCase();
}

/**
 * The schools stand in a town of the test's own: company search matches a company's city, so
 * schools added in the seed's Springfield would join every search for it while the run lasts
 * (company-search.spec.ts counts the companies matching "springfield").
 */
function line(t: string, n: number, name: string): string {
  return `${name},${n} Elm St,,Town ${t},IL,62704,217-555-01${n}0,principal${n}-${t}@schools.test,Ada,Lovelace,,SLN-${t}-${n},office${n}-${t}@schools.test,school`;
}

async function uploadPage(page: Page): Promise<{ wizard: UploadWizard; schools: SchoolsPage }> {
  await signIn(page, DISTRICT);
  const schools = new SchoolsPage(page);
  await schools.open();
  await schools.startUpload();
  await expect(page.getByRole("heading", { level: 1, name: "Upload schools" })).toBeVisible();
  return { wizard: new UploadWizard(page), schools };
}

test("uploads schools: a bad row is fixed in place, processed, and the schools are listed with their master administrators", async ({ page }) => {
  const { wizard, schools } = await uploadPage(page);
  const t = tag();
  const names = [`Maple Elementary ${t}`, `Oak Middle ${t}`];
  await wizard.chooseFile(csvFile("schools.csv", [HEADER, line(t, 1, names[0]!), line(t, 2, "")]));

  // The header is found by its words (email, phone, zip) and every column mapped by its name.
  await expect(wizard.preview()).toBeVisible();
  await expect(wizard.headerCheckbox()).toBeChecked();
  await expect(wizard.mappingSelect(1)).toHaveValue("company");
  await expect(wizard.mappingSelect(14)).toHaveValue("company_type");

  await wizard.sendRows();
  await expect(wizard.counts()).toHaveText("1 of 2 rows have errors");
  await expect(wizard.rowErrors(1)).toHaveText("");
  await expect(wizard.rowErrors(2)).toHaveText(M.nameEmpty);
  await wizard.fixRow(2, { "School Name": names[1]! });
  await expect(wizard.counts()).toHaveText("0 of 2 rows have errors");

  await wizard.toPlan();
  await expect(wizard.planCount("create")).toContainText("2");
  await expect(wizard.planCount("invalid")).toContainText("0");
  await schools.choosePasswordMode("manual");
  await schools.manualPassword().fill("Maple-Start-1");
  await wizard.process();
  await expect(wizard.summaryCount("created")).toContainText("2");

  await page.getByRole("link", { name: "See the schools" }).click();
  await expect(schools.heading()).toBeVisible();
  await expect(schools.row(names[0]!)).toContainText(`SLN-${t}-1`);
  await expect(schools.row(names[0]!)).toContainText(`principal1-${t}@schools.test`);
  await expect(schools.row(names[1]!)).toContainText(`principal2-${t}@schools.test`);
});

test("refuses a file with a line of too few or too many columns, naming the line", async ({ page }) => {
  const { wizard } = await uploadPage(page);
  const t = tag();
  await wizard.chooseFile(csvFile("short.csv", [HEADER, line(t, 1, `Short ${t}`), "Only,three,fields"]));
  await expect(wizard.fileError()).toHaveText(M.onLine(3, M.tooFewColumns));
  await wizard.chooseFile(csvFile("long.csv", [`${HEADER},extra`]));
  await expect(wizard.fileError()).toHaveText(M.onLine(1, M.tooManyColumns));
});

test("a row that cannot be updated or removed says so: \"Error Occurred!! Please try again.\" in the dialog, \"Something went wrong while …\"", async ({ page }) => {
  test.setTimeout(180_000);
  const { wizard } = await uploadPage(page);
  const t = tag();
  await wizard.chooseFile(csvFile("schools.csv", [HEADER, line(t, 1, "")]));
  await wizard.sendRows();
  await expect(wizard.rowErrors(1)).toHaveText(M.nameEmpty);

  // The server cannot be reached for these two calls (a failure without the server's words).
  await page.route("**/trpc/uploads.updateRow**", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.route("**/trpc/uploads.removeRow**", (route) => route.fulfill({ status: 500, body: "{}" }));
  await wizard.row(1).getByRole("button", { name: "Fix row 1" }).click();
  const dialog = page.getByRole("dialog", { name: "Row 1" });
  await dialog.getByRole("textbox", { name: "School Name", exact: true }).fill(`Birch ${t}`);
  await dialog.getByRole("button", { name: "Save row" }).click();
  const failure = dialog.getByTestId("upload-fix-failure");
  await expect(failure).toContainText(SCHOOL_UPLOAD_FAILURES.dialog);
  await expect(failure).toContainText(SCHOOL_UPLOAD_FAILURES.updateRow);
  await dialog.getByRole("button", { name: "Close" }).click();

  await wizard.row(1).getByRole("button", { name: "Remove row 1" }).click();
  await expect(wizard.root().getByRole("alert").filter({ hasText: SCHOOL_UPLOAD_FAILURES.removeRow })).toBeVisible();
});
