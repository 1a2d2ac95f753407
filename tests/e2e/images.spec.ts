import { demoAccount } from "@paydesk/tests/demo-accounts";
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { ImageLibraryPage, imageInUse, naturalSize, SkinsPage, skinRestorer } from "./pages/images-pages.ts";
import { signIn } from "./pages/login-page.ts";

const SCHOOL = demoAccount("school");
const picture = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

test("upload an image with its preview, then removing one in use lists the item and the force delete removes it", async ({ page }) => {
  await signIn(page, SCHOOL);
  const library = new ImageLibraryPage(page);
  await library.goto("school");
  // The demo school is on Plus (seed), with room to spare.
  await expect(library.planStatus()).toContainText("Plus plan");

  const name = `band-${Date.now()}.png`;
  await library.chooseFile(name, await picture(1200, 600, "#884422"));
  // The preview is drawn at most 600x450.
  const preview = await naturalSize(page.getByTestId("image-preview"));
  expect(preview).toEqual({ width: 600, height: 300 });
  const uploaded = page.waitForResponse((res) => res.url().endsWith("/school/settings/images/uploadjson"));
  await library.save();
  expect((await uploaded).status()).toBe(200);
  await expect(library.image(name)).toContainText("1200 × 600");

  // An image of the test's own that an item of its own shows (the demo data's pictures stay).
  const inUse = `poster-${Date.now()}.png`;
  const item = await imageInUse(page, "school", inUse, await picture(400, 300, "#e0a526"));
  await page.reload();
  await library.remove(inUse);
  const dialog = library.refusalDialog();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Items using the image" })).toContainText(`${item.title} (${item.code})`);
  await dialog.getByRole("button", { name: "Force delete" }).click();
  await expect(library.image(inUse)).toHaveCount(0);
  await page.reload();
  await expect(library.image(name)).toBeVisible();
  await expect(library.image(inUse)).toHaveCount(0);
});

// The skin and logo are the demo school's: put back as the demo data has them once done.
let restoreSkin: (() => Promise<void>) | undefined;
test.afterAll(async () => {
  await restoreSkin?.();
});

test("a skin and a logo chosen on the skins page show on the company's pay page", async ({ page, playwright }, info) => {
  restoreSkin = await skinRestorer(playwright, info, SCHOOL, "school");
  await signIn(page, SCHOOL);
  const skins = new SkinsPage(page);
  await skins.goto("school");
  const saved = page.waitForResponse((res) => res.url().includes("skins.save") && res.ok());
  await skins.skin("Forest").click();
  await saved;
  await expect(skins.skin("Forest")).toBeChecked();
  await skins.uploadLogo("crest.png", await picture(600, 300, "#1e5631"));
  const logo = await naturalSize(page.getByTestId("current-logo"));
  // At most 73 high by 300 wide.
  expect(logo).toEqual({ width: 146, height: 73 });

  await page.goto("/pay/for/lab/LHS-LAB-2026");
  const banner = page.getByTestId("pay-skin");
  await expect(banner).toHaveAttribute("data-skin", "forest");
  await expect(banner.getByRole("img", { name: "Lincoln High School logo" })).toBeVisible();
});
