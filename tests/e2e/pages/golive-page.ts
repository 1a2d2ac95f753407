import { expect, type Page } from "@playwright/test";

/** `/{module}/promote/glsteps`: the go-live checklist. */
export class GoLivePage {
  constructor(private readonly page: Page) {}

  async goto(module: string): Promise<void> {
    await this.page.goto(`/${module}/promote/glsteps`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Go-live checklist" })).toBeVisible();
    await expect(this.page.getByTestId("golive-step").first()).toBeVisible();
  }

  step(name: string) {
    return this.page.locator(`[data-testid="golive-step"][data-step="${name}"]`);
  }

  checkbox(name: string) {
    return this.step(name).getByRole("checkbox");
  }

  progress() {
    return this.page.locator("#golive-progress-label");
  }
}
