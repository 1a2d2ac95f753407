import { expect, type Locator, type Page } from "@playwright/test";

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
