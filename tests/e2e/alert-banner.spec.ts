import { expect, test } from "./fixtures.ts";
import { AlertBanner } from "./pages/first-hour.ts";
import { signIn } from "./pages/login-page.ts";

// Platform-wide in the demo data, and nobody in this file answers it.
const MAINTENANCE = "Scheduled maintenance on Sunday";

test("a page does not move when its service alerts arrive after it is shown", async ({ page }) => {
  await signIn(page, "school");
  // The alerts' answer is held until the page is on the screen: a slow answer.
  let pageShown!: () => void;
  const shown = new Promise<void>((resolve) => (pageShown = resolve));
  await page.route(/\/trpc\/[^?]*alerts\.messages/, async (route) => {
    await shown;
    await route.continue();
  });

  await page.goto("/school/settings/roles");
  const heading = page.getByRole("heading", { level: 1, name: "Roles" });
  const createRole = page.getByRole("link", { name: "Create role" });
  await expect(heading).toBeVisible();
  await expect(createRole).toBeVisible();
  const before = [await heading.boundingBox(), await createRole.boundingBox()];
  pageShown();

  await expect(new AlertBanner(page).alert(MAINTENANCE)).toBeVisible();
  expect([await heading.boundingBox(), await createRole.boundingBox()]).toEqual(before);
});
