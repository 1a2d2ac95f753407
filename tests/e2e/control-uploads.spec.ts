import { demoAccount } from "@paydesk/tests/demo-accounts";
import { GROUP_UPLOAD_MESSAGES, STATEMENT_MESSAGES, UPLOAD_MESSAGES } from "@paydesk/validators";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { GroupUploadPage, StatementKeyPage, StatementsUploadPage } from "./pages/control-uploads.ts";
import { signIn } from "./pages/login-page.ts";
import { csvFile, UploadWizard } from "./pages/upload-wizard.ts";

/**
 * The control uploads (statements, upload-emails) and the group CSV upload (docs/product/uploads.md).
 * Names carry the run's tag so reruns never meet old rows.
 */
const CONTROL = demoAccount("control");
const SCHOOL = demoAccount("school");
const run = Date.now().toString(36);

test("statements upload: 12 rows sent 10 at a time, the bad row reported, the sent count shown", async ({ page }) => {
  await signIn(page, CONTROL);
  const upload = new StatementsUploadPage(page);
  await upload.goto();
  const rows = Array.from({ length: 12 }, (_, i) => `payer${i + 1}.${run}@statements.test,Payer ${i + 1},${i + 1}.50,Trip`);
  rows[4] = `payer5.${run}@statements.test,Payer 5,five dollars,Trip`;
  await upload.chooseFile(csvFile("statements.csv", ["email,name,amount_due,description", ...rows]));
  await upload.send();

  const report = new StatementKeyPage(page);
  await report.expectShown();
  await expect(report.figure("rows")).toHaveText("12");
  await expect(report.figure("sent")).toHaveText("11");
  await expect(report.figure("errors")).toHaveText("1");
  await expect(report.errorRow(5)).toContainText(STATEMENT_MESSAGES.amountInvalid);
  await expect(report.errorRow(5)).toContainText(`payer5.${run}@statements.test`);
});

test("statements upload: a file that is not CSV is refused with the product's message", async ({ page }) => {
  await signIn(page, CONTROL);
  const upload = new StatementsUploadPage(page);
  await upload.goto();
  await upload.chooseFile({ name: "statements.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
  await upload.send();
  await expect(upload.error()).toHaveText(UPLOAD_MESSAGES.invalidMimeType);
});

test("e-mail upload: rows checked on the server, a bad one removed, the rest sent as a job", async ({ page }) => {
  await signIn(page, CONTROL);
  await page.goto("/control/upload-emails");
  await expect(page.getByRole("heading", { level: 1, name: "E-mail upload" })).toBeVisible();
  const wizard = new UploadWizard(page);
  await wizard.chooseFile(
    csvFile("emails.csv", [
      "email,name,amount_due,description",
      `ann.${run}@emails.test,Ann,10.00,Books`,
      `not-an-email,Bob,12.00,Books`,
      `cy.${run}@emails.test,Cy,8.25,`,
    ]),
  );
  await expect(wizard.preview()).toBeVisible();
  await wizard.sendRows();
  await expect(wizard.rowErrors(2)).toHaveText(STATEMENT_MESSAGES.invalidEmail);
  await wizard.removeRow(2);
  await wizard.toPlan();
  await expect(wizard.planCount("create")).toContainText("2");
  await wizard.process();
  await expect(wizard.summaryCount("created")).toContainText("2");
});

/** The school's group upload page, as its master administrator. */
async function groupUpload(page: Page): Promise<{ groups: GroupUploadPage; wizard: UploadWizard }> {
  await signIn(page, SCHOOL);
  const groups = new GroupUploadPage(page);
  await groups.goto("school");
  return { groups, wizard: new UploadWizard(page) };
}

test("group upload: several groups from one file, the bad row shown, the others added", async ({ page }) => {
  const { groups, wizard } = await groupUpload(page);
  await groups.chooseMultipleGroups();
  await wizard.chooseFile(csvFile("groups.csv", ["group,student id", `Chess ${run},LHS-2000`, `Chess ${run},NOBODY-${run}`, `Robotics ${run},LHS-2001`]));
  await expect(wizard.preview()).toBeVisible();
  await wizard.sendRows();
  await expect(wizard.rowErrors(2)).toHaveText(GROUP_UPLOAD_MESSAGES.studentNotFound);
  await wizard.toPlan();
  await expect(wizard.planCount("create")).toContainText("2");
  await wizard.process();
  await expect(wizard.summaryCount("created")).toContainText("2");
});

test("group upload: a single group file with two fields on a row gets the incorrect-columns message", async ({ page }) => {
  const { groups, wizard } = await groupUpload(page);
  await groups.chooseSingleGroup(`Debate ${run}`);
  await wizard.chooseFile(csvFile("group.csv", ["LHS-2000", "Debate,LHS-2001"]));
  await expect(wizard.fileError()).toHaveText(GROUP_UPLOAD_MESSAGES.incorrectColumnsSingle);
});

test("group upload: a file that is not CSV gets the product's group message before the reason", async ({ page }) => {
  const { wizard } = await groupUpload(page);
  await wizard.chooseFile({ name: "group.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
  await expect(wizard.fileError()).toHaveText(`${GROUP_UPLOAD_MESSAGES.fileRequired} ${UPLOAD_MESSAGES.invalidMimeType}`);
});
