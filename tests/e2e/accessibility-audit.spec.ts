/**
 * The automatic accessibility audit of fixtures.ts, checked on itself: a serious finding fails the
 * test that first visits a page, and a page the run has audited is not audited again. The sign-in
 * page gets an image without a text alternative (axe: image-alt, critical) from an init script,
 * under a query of its own so the real sign-in page's audit is not the one counted here.
 */
import { expect, pageOf, test } from "./fixtures.ts";

const BROKEN = "/login?audit-check=broken";
const breakPage = `document.addEventListener("DOMContentLoaded", () => {
  const img = document.createElement("img");
  img.id = "audit-check";
  img.src = "/favicon.svg";
  document.body.append(img);
});`;

test.describe.configure({ mode: "serial" });

test("a serious finding on a page fails the test that visits it first", async ({ page }) => {
  test.fail(true, "the image without a text alternative must fail this test");
  await page.addInitScript(breakPage);
  await page.goto(BROKEN);
  await expect(page.locator("#audit-check")).toBeAttached();
});

test("a page the run has audited is not audited again", async ({ page }) => {
  await page.addInitScript(breakPage);
  await page.goto(BROKEN);
  await expect(page.locator("#audit-check")).toBeAttached();
});

test("record ids make one page of many", () => {
  expect(pageOf("http://localhost/school/items/42?tab=fees")).toBe(pageOf("http://localhost/school/items/57?tab=fees"));
  expect(pageOf("http://localhost/school/items/42?companyId=7")).toBe("/school/items/:id?companyId=:id");
  expect(pageOf("http://localhost/school/items")).not.toBe(pageOf("http://localhost/school/items?tab=fees"));
  // What was typed into a search is not another page; what a query chooses to show is.
  expect(pageOf("http://localhost/control/company/search?keyword=springfield")).toBe(
    pageOf("http://localhost/control/company/search?keyword=Campus%20Spirit"),
  );
  expect(pageOf("http://localhost/school/items/create?type=basic")).not.toBe(pageOf("http://localhost/school/items/create?type=recurring"));
});
