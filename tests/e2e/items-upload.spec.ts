import { demoAccount } from "@paydesk/tests/demo-accounts";
import { ITEM_UPLOAD_ROW_MESSAGES, ITEM_UPLOAD_START_MESSAGES } from "@paydesk/validators";
import { expect, test } from "./fixtures.ts";
import { ItemListsPage } from "./pages/item-lists-page.ts";
import { ItemUploadPage } from "./pages/item-upload-page.ts";
import { signIn } from "./pages/login-page.ts";
import { csvFile } from "./pages/upload-wizard.ts";

/**
 * The item upload (docs/product/uploads.md, Items) through the shared wizard: new items copying a
 * seeded item, a file with a bad row fixed in place, the plan, processing, and the new items in
 * the individual items list. Titles carry the run's tag so reruns never meet old ones.
 */
const SCHOOL = demoAccount("school");
const BASE_ITEM = "PE Uniform Shorts";

const tag = () => `U${Date.now().toString(36)}`.toUpperCase();

test("uploads items from a CSV: a bad row is fixed in place, processed, and the items are in the list", async ({ page }) => {
  await signIn(page, SCHOOL);
  const upload = new ItemUploadPage(page);
  await upload.goto("create");
  const t = tag();
  const titles = [`Hoodie ${t}`, `Scarf ${t}`, `Cap ${t}`];
  const file = csvFile("items.csv", ["title,amount,grades", `${titles[0]},35.50,9;10`, `${titles[1]},twelve,`, `${titles[2]},8,Senior`]);
  const { wizard } = upload;

  // Nothing starts until an item (or a catalog) is chosen (docs/product/uploads.md, Items).
  await wizard.chooseFile(file);
  await upload.uploadRowsButton().click();
  await expect(upload.startBlocked(ITEM_UPLOAD_START_MESSAGES.selectItem)).toBeVisible();

  await upload.goto("create");
  await upload.chooseBaseItem(BASE_ITEM);
  await wizard.chooseFile(file);
  await expect(wizard.preview()).toBeVisible();
  await expect(wizard.headerCheckbox()).toBeChecked();
  await expect(wizard.mappingSelect(1)).toHaveValue("title");
  await expect(wizard.mappingSelect(2)).toHaveValue("amount");

  await wizard.sendRows();
  await expect(wizard.counts()).toHaveText("2 of 3 rows have errors");
  await expect(wizard.rowErrors(1)).toHaveText("");
  await expect(wizard.rowErrors(2)).toHaveText(ITEM_UPLOAD_ROW_MESSAGES.dollarRange);
  await expect(wizard.rowErrors(3)).toHaveText(ITEM_UPLOAD_ROW_MESSAGES.gradeTooLong);
  await wizard.fixRow(2, { Amount: "12" });
  await wizard.fixRow(3, { Grades: "12" });
  await expect(wizard.counts()).toHaveText("0 of 3 rows have errors");

  await wizard.toPlan();
  await expect(wizard.planCount("create")).toContainText("3");
  await wizard.process();
  await expect(wizard.summaryCount("created")).toContainText("3");

  await page.getByRole("link", { name: "See the items" }).click();
  const list = new ItemListsPage(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await list.search(t);
  await expect(list.titles()).toHaveCount(3);
  for (const title of titles) await expect(list.titles().filter({ hasText: title })).toHaveCount(1);
});

test("update mode refuses rows without a code", async ({ page }) => {
  await signIn(page, SCHOOL);
  const upload = new ItemUploadPage(page);
  await upload.goto("update");
  const { wizard } = upload;
  await wizard.chooseFile(csvFile("changes.csv", ["code,amount", "LHS-SHORTS-2026,12.00", ",5"]));
  await wizard.sendRows();
  await expect(wizard.rowErrors(1)).toHaveText("");
  await expect(wizard.rowErrors(2)).toHaveText(ITEM_UPLOAD_ROW_MESSAGES.codeRequired);
});
