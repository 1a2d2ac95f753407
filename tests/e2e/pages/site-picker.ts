import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Picks a site in the web's site picker (control staff and district administrators): types the
 * start of its name and takes the first option naming it (options read "name" then
 * "kind · city"). `scope` narrows where the picker is (a dialog's own picker).
 */
export async function chooseSite(page: Page, name: string, scope: Locator | Page = page): Promise<void> {
  const input = scope.getByRole("combobox", { name: "Site" });
  await input.click();
  await input.fill(name.slice(0, 8));
  await page.getByRole("option").filter({ hasText: name }).first().click();
  await expect(input).toHaveValue(name);
}
