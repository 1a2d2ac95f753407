import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import type { Account } from "./login-page.ts";
import { signedInRequest, trpcCall, type RequestContexts } from "./trpc-call.ts";

/**
 * The pixel size of the picture an <img> shows (its bytes, not its box on the page), once its
 * bytes have arrived: a visible <img> may still be loading (natural size 0 × 0).
 */
export async function naturalSize(image: Locator): Promise<{ width: number; height: number }> {
  await expect
    .poll(() =>
      image.evaluate((element) => {
        const img = element as unknown as { complete: boolean; naturalWidth: number };
        return img.complete && img.naturalWidth > 0;
      }),
    )
    .toBe(true);
  return image.evaluate((element) => {
    const img = element as unknown as { naturalWidth: number; naturalHeight: number };
    return { width: img.naturalWidth, height: img.naturalHeight };
  });
}

/** `/{module}/settings/images`: the image library. */
export class ImageLibraryPage {
  constructor(private readonly page: Page) {}

  async goto(module: string): Promise<void> {
    await this.page.goto(`/${module}/settings/images`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Image library" })).toBeVisible();
    await expect(this.planStatus()).toBeVisible();
  }

  planStatus() {
    return this.page.getByTestId("image-plan");
  }

  image(fileName: string) {
    return this.page.getByRole("list", { name: "Images" }).getByRole("listitem", { name: fileName, exact: true });
  }

  async chooseFile(name: string, buffer: Buffer, mimeType = "image/png"): Promise<void> {
    await this.page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
    await expect(this.page.getByTestId("image-preview")).toBeVisible();
  }

  async save(): Promise<void> {
    await this.page.getByRole("button", { name: "Save to library" }).click();
  }

  async remove(fileName: string): Promise<void> {
    await this.image(fileName).getByRole("button", { name: `Remove ${fileName}` }).click();
  }

  refusalDialog() {
    return this.page.getByRole("dialog", { name: "This image is in use" });
  }
}

/** `/{module}/promote/skins`: the pay pages' skin and logo. */
export class SkinsPage {
  constructor(private readonly page: Page) {}

  async goto(module: string): Promise<void> {
    await this.page.goto(`/${module}/promote/skins`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Logo and skins" })).toBeVisible();
  }

  skin(label: string) {
    return this.page.getByRole("radio", { name: label });
  }

  async uploadLogo(name: string, buffer: Buffer): Promise<void> {
    await this.page.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/png", buffer });
    // The saved logo's answer, not just a logo on the page: a logo from an earlier run shows at once.
    const saved = this.page.waitForResponse((res) => res.url().includes("/promote/skins/logo") && res.request().method() === "POST" && res.ok());
    await this.page.getByRole("button", { name: "Save logo" }).click();
    await saved;
    await expect(this.page.getByTestId("current-logo")).toBeVisible();
  }
}

/**
 * An image in use of the test's own: put in the library through the upload call and shown by a
 * draft item made through the item builder's call, both as the signed-in user of `page`. Removing
 * it then lists that item, and the force delete takes nothing from the demo data.
 */
export async function imageInUse(page: Page, module: string, fileName: string, buffer: Buffer): Promise<{ title: string; code: string }> {
  const uploaded = await page.request.post(`/${module}/settings/images/uploadjson`, { multipart: { image: { name: fileName, mimeType: "image/png", buffer } } });
  if (!uploaded.ok()) throw new Error(`uploading ${fileName}: ${uploaded.status()} ${await uploaded.text()}`);
  const imageId = ((await uploaded.json()) as { image: { image_id: number } }).image.image_id;
  const title = `Poster for ${fileName}`;
  const item = await trpcCall<{ itemId: number; code: string }>(
    page.request,
    "itemBuilder.create",
    { module, type: "basic", title, description: "", amountType: "Fixed", amountCents: 500, feeType: "None", disableGuest: 0, imageId, saveAsDraft: true },
    "POST",
  );
  return { title, code: item.code };
}

/**
 * Puts a company's skin and logo back as they were (the demo data's: a skin, no logo) after a test
 * that chooses others: returns what to call in an afterAll, which runs whether the test passed or
 * not. Read and written through the skins page's own calls, as `account`.
 */
export async function skinRestorer(
  playwright: RequestContexts,
  info: TestInfo,
  account: Account,
  module: string,
): Promise<() => Promise<void>> {
  const request = await signedInRequest(playwright, info.project.use.baseURL, account);
  const before = await trpcCall<{ skin: string; logoUrl: string | null }>(request, "skins.get", { module }, "GET");
  // A logo's picture cannot be put back through the calls; the demo data has none.
  if (before.logoUrl !== null) throw new Error(`${account.email}'s company already has a logo: this test would replace it for good`);
  return async () => {
    try {
      await trpcCall(request, "skins.save", { module, skin: before.skin }, "POST");
      await trpcCall(request, "skins.removeLogo", { module }, "POST");
    } finally {
      await request.dispose();
    }
  };
}
