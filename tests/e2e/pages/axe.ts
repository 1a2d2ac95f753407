import type { Page } from "@playwright/test";
import { expectAccessible } from "../fixtures.ts";

/**
 * The accessibility check at a chosen moment: the fixture's `expectAccessible` (one set of axe
 * rules for every browser test). Kept under this name for the browser tests written before the fixture;
 * new specs import `expectAccessible` from fixtures.ts.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expectAccessible(page);
}
