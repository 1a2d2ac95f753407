import { demoAccount } from "@paydesk/tests/demo-accounts";
import { COA_ACCOUNT_MESSAGES, COA_UPLOAD_MESSAGES, duplicateColumnsMessage, UPLOAD_MESSAGES } from "@paydesk/validators";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { CoaPage } from "./pages/coa-page.ts";
import { signIn } from "./pages/login-page.ts";
import { csvFile, UploadWizard } from "./pages/upload-wizard.ts";

/**
 * The chart-of-accounts upload (docs/product/uploads.md) through the shared wizard: a file
 * with a bad row, the row fixed in place, the plan, processing with its progress bar, and the new
 * accounts in the list. Accounts are numbered by the run so reruns never meet old ones.
 */
const SCHOOL = demoAccount("school");
const ATHLETICS = "Lincoln High Athletics";

let counter = 0;
function tag(): string {
  counter += 1;
  return `U${Date.now().toString(36)}${counter}`.toUpperCase();
}

async function uploadPage(page: Page): Promise<UploadWizard> {
  await signIn(page, SCHOOL);
  await page.goto("/school/settings/chart-of-accounts/upload-coa");
  await expect(page.getByRole("heading", { level: 1, name: "Upload chart of accounts" })).toBeVisible();
  return new UploadWizard(page);
}

test("uploads accounts: bad rows are fixed in place, the plan is shown, processing runs, and the accounts are in the list", async ({ page }) => {
  const wizard = await uploadPage(page);
  const t = tag();
  const numbers = [`${t}1`, `${t}2`, `${t}3`];
  await wizard.chooseFile(
    csvFile("accounts.csv", [
      "account,name,is_shared,site_id",
      `${numbers[0]},Upload One ${t},0,`,
      `${numbers[1]},,1,`,
      `${numbers[2]},Upload Three ${t},yes,`,
    ]),
  );

  // The header is found and every column mapped by its name.
  await expect(wizard.preview()).toBeVisible();
  await expect(wizard.headerCheckbox()).toBeChecked();
  await expect(wizard.mappingSelect(1)).toHaveValue("account");
  await expect(wizard.mappingSelect(4)).toHaveValue("site_id");

  await wizard.sendRows();
  await expect(wizard.counts()).toHaveText("2 of 3 rows have errors");
  await expect(wizard.rowErrors(1)).toHaveText("");
  await expect(wizard.rowErrors(2)).toHaveText(COA_ACCOUNT_MESSAGES.nameRequired);
  await expect(wizard.rowErrors(3)).toHaveText(COA_UPLOAD_MESSAGES.isSharedInvalid);

  await wizard.showOnlyErrors();
  await expect(wizard.row(1)).toBeHidden();
  await wizard.fixRow(2, { "Account name": `Upload Two ${t}` });
  await wizard.fixRow(3, { "Shared (0 or 1)": "1" });
  await expect(wizard.counts()).toHaveText("0 of 3 rows have errors");
  await wizard.showOnlyErrors(false);
  await expect(wizard.rowErrors(2)).toHaveText("");

  await wizard.toPlan();
  await expect(wizard.planCount("create")).toContainText("3");
  await expect(wizard.planCount("invalid")).toContainText("0");
  await wizard.process();
  await expect(wizard.summaryCount("created")).toContainText("3");

  await page.getByRole("link", { name: "See the chart of accounts" }).click();
  const coa = new CoaPage(page);
  await expect(coa.payeeSelect()).toHaveValue(new RegExp(`^${ATHLETICS} \\(`));
  await expect(coa.row(numbers[0]!).getByTestId("coa-name")).toHaveText(`Upload One ${t}`);
  await expect(coa.row(numbers[1]!).getByTestId("coa-name")).toHaveText(`Upload Two ${t}`);
  await expect(coa.row(numbers[2]!)).toContainText("Shared");
});

test("refuses a file that is not CSV, an empty one and a UTF-16 one, and lists a field chosen for two columns", async ({ page }) => {
  const wizard = await uploadPage(page);
  await wizard.chooseFile({ name: "accounts.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
  await expect(wizard.fileError()).toHaveText(UPLOAD_MESSAGES.invalidMimeType);

  await wizard.chooseFile({ name: "empty.csv", mimeType: "text/csv", buffer: Buffer.alloc(0) });
  await expect(wizard.fileError()).toHaveText(UPLOAD_MESSAGES.emptyFile);
  await wizard.chooseFile({ name: "utf16.csv", mimeType: "text/csv", buffer: Buffer.from([0xff, 0xfe, 0x61, 0x00]) });
  await expect(wizard.fileError()).toHaveText(UPLOAD_MESSAGES.notUtf8);

  // Without a header the columns map by position.
  await wizard.chooseFile(csvFile("plain.csv", ["4100,Tuition", "4200,Lab"]));
  await expect(wizard.headerCheckbox()).not.toBeChecked();
  await expect(wizard.mappingSelect(2)).toHaveValue("name");
  await wizard.mapColumn(2, "Account number");
  await expect(wizard.duplicates()).toHaveText(duplicateColumnsMessage(["Account number"]));
  await expect(wizard.root().getByRole("button", { name: "Upload rows" })).toBeDisabled();
});

test("the list's CSV lightbox opens the same wizard for the list's payee, and asks before closing mid-upload", async ({ page }) => {
  await signIn(page, SCHOOL);
  const coa = new CoaPage(page);
  await coa.goto("school");
  await page.getByRole("button", { name: "Upload CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload accounts from a CSV file" });
  await expect(dialog.getByText(`Into ${ATHLETICS}'s primary accounts.`)).toBeVisible();
  const wizard = new UploadWizard(page);
  await wizard.chooseFile(csvFile("accounts.csv", ["account,name", `${tag()}1,Lightbox account`]));
  await wizard.sendRows();

  // Rows are staged: closing asks first; staying keeps the upload.
  await dialog.getByRole("button", { name: "Dismiss dialog" }).click();
  const leave = page.getByRole("dialog", { name: "Leave the upload?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay on this page" }).click();
  await expect(wizard.row(1)).toBeVisible();
  await dialog.getByRole("button", { name: "Dismiss dialog" }).click();
  await leave.getByRole("button", { name: "Leave and lose the upload" }).click();
  await expect(dialog).toBeHidden();
});
