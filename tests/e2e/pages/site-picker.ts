import type { Locator, Page } from "@playwright/test";
import { chooseOption } from "./combobox.ts";

/**
 * Picks a site in the web's site picker (control staff and district administrators): types the
 * start of its name and takes the first option naming it (options read "name" then
 * "kind · city"). `scope` narrows where the picker is (a dialog's own picker).
 */
export async function chooseSite(page: Page, name: string, scope: Locator | Page = page): Promise<void> {
  const input = scope.getByRole("combobox", { name: "Site" });
  const open = async () => {
    await input.click();
    await input.fill(name.slice(0, 8));
  };
  await chooseOption(input, page.getByRole("option").filter({ hasText: name }).first(), { open, shows: name });
}
