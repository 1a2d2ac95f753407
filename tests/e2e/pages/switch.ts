import { expect, type Locator } from "@playwright/test";

/**
 * Flips a Mantine switch the way a person does: by its track, once the switch takes input.
 *
 * The switch's input (what `getByRole("switch")` finds) has no size: the track beside it, inside
 * the same label, is what shows and takes the click. Clicking the input with `force` skips every
 * check Playwright makes before a click, so a click could land while the switch was disabled (a
 * list row waiting for an answer) or on a toast lying over it, and nothing happened. Here the
 * click waits until the switch is enabled and the track is what the pointer reaches; whether it
 * flipped is the caller's to assert (a switch the server refuses stays as it was).
 */
export async function clickSwitch(input: Locator): Promise<void> {
  await expect(input, "the switch takes input").toBeEnabled();
  await input.locator("xpath=following-sibling::*[1]").click();
}
