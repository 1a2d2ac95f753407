import { demoAccount } from "@paydesk/tests/demo-accounts";
import { EXPORT_MESSAGES } from "@paydesk/validators";
import { expect, test } from "./fixtures.ts";
import { AccountStructurePage, ExportFormatPage } from "./pages/account-structure-page.ts";
import { CompanySearchPage } from "./pages/control-page.ts";
import { signIn } from "./pages/login-page.ts";

/**
 * The account structure (docs/product/students-and-groups.md): the district's administrator sees
 * the tree, adds a site and moves it under another school; and control staff set a company's file
 * export format.
 */
const DISTRICT = demoAccount("district");
const CONTROL = demoAccount("control");
/** The seed is deterministic: the platform is company 1, Springfield School District company 2. */
const SPRINGFIELD_ID = 2;

test("the district sees its tree, adds a site and moves it under another school", async ({ page }) => {
  await signIn(page, DISTRICT);
  const structure = new AccountStructurePage(page);
  await structure.open();
  const below = structure.sitesBelow("Springfield School District");
  await expect(below.getByText("Lincoln High School", { exact: true })).toBeVisible();
  await expect(below.getByText("Roosevelt Middle School", { exact: true })).toBeVisible();

  const annex = `Annex ${Date.now().toString(36)}`;
  await structure.addSite("Lincoln High School", annex);
  await expect(structure.sitesBelow("Lincoln High School").getByText(annex, { exact: true })).toBeVisible();

  await structure.moveSite(annex, "Roosevelt Middle School");
  await expect(structure.sitesBelow("Roosevelt Middle School").getByText(annex, { exact: true })).toBeVisible();
  await expect(structure.sitesBelow("Lincoln High School").getByText(annex, { exact: true })).toHaveCount(0);
});

test("control staff save a company's export format, and a bad offset is refused", async ({ page }) => {
  await signIn(page, CONTROL);
  const format = new ExportFormatPage(page);
  await format.open(SPRINGFIELD_ID);
  await expect(page.getByText("How exported files of Springfield School District are written.")).toBeVisible();

  await format.offset().fill("yesterday");
  await expect(page.getByText(EXPORT_MESSAGES.offsetInvalid)).toBeVisible();
  await format.offset().fill("-1 days");
  await format.padding().fill("12");
  await format.save();
  await expect(page.getByText(EXPORT_MESSAGES.saved, { exact: true })).toBeVisible();

  await format.open(SPRINGFIELD_ID);
  await expect(format.offset()).toHaveValue("-1 day");
  await expect(format.padding()).toHaveValue("12");
});

test("control staff reach a company's export format from the company search", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, CONTROL);
  const search = new CompanySearchPage(page);
  await search.goto();
  await search.search("springfield school district");
  await search.row("Springfield School District").getByRole("link", { name: "File export format" }).click();
  await expect(page).toHaveURL(new RegExp(`/control/company/${SPRINGFIELD_ID}/ftp-account/files$`));
  await expect(page.getByText("How exported files of Springfield School District are written.")).toBeVisible();
});
