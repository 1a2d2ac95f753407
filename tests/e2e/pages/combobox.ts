import { expect, type Locator } from "@playwright/test";

/**
 * Choose `option` in the Mantine combobox `field` and wait until the field shows `shows`. Under
 * load a list that grows or flips above the field (or hides while the field scrolls) can move
 * while a click is aimed at it: the click lands on the list's frame and nothing is chosen. So open
 * the list again when the option is gone, click, and check the field took the choice; retry
 * until it did. Every pick must end with the field showing the choice, so no retry hides a
 * choice that was refused.
 */
export async function chooseOption(field: Locator, option: Locator, { open, shows }: { open: () => Promise<void>; shows: string | RegExp }): Promise<void> {
  await expect(async () => {
    if (!(await option.isVisible())) await open();
    await option.click({ timeout: 5_000 });
    await expect(field).toHaveValue(shows, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}
