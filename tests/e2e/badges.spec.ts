import { expect, test } from "./fixtures.ts";
import { Badges } from "./pages/badges.ts";
import { signIn, type Who } from "./pages/login-page.ts";
import { PHONE_VIEWPORT } from "./pages/phone-screen.ts";

/**
 * Status and kind badges show their whole words at the widths the pages are used at, a desktop and
 * a phone: lists, tables and cards whose narrow columns used to cut them ("PEN…", "PARTI…").
 * Each page is named with a badge it shows on the seed's data.
 */
const DESKTOP = { width: 1280, height: 800 } as const;

const PAGES: { who: Who; pages: { path: string; badge: string }[] }[] = [
  {
    who: "control",
    pages: [
      { path: "/control/reports/postbacks", badge: "Pending" },
      { path: "/control/reports/txn", badge: "Partial" },
      { path: "/control/reports/users", badge: "Master Administrator" },
      { path: "/control/promote/salerts", badge: "Information" },
    ],
  },
  {
    who: "school",
    pages: [
      { path: "/school/reports/txn", badge: "Partial" },
      { path: "/school/settings/dates", badge: "Holiday or break" },
      { path: "/school/settings/chart-of-accounts", badge: "Private" },
      { path: "/school/settings/student-information-systems", badge: "In use" },
    ],
  },
  { who: "parent", pages: [{ path: "/parent/history", badge: "Partly paid" }] },
];

// Two widths of several pages per account on a shared machine.
test.describe.configure({ timeout: 180_000 });

for (const { who, pages } of PAGES) {
  test(`${String(who)}'s badges show their whole words on a desktop and a phone`, async ({ page }) => {
    await signIn(page, who);
    const badges = new Badges(page);
    for (const viewport of [DESKTOP, PHONE_VIEWPORT]) {
      await page.setViewportSize(viewport);
      for (const { path, badge } of pages) {
        await page.goto(path);
        await expect(badges.withText(badge)).toBeVisible({ timeout: 30_000 });
        await badges.expectNoneCut(`${path} at ${viewport.width} px`);
      }
    }
  });
}
