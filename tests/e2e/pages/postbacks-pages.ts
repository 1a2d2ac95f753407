import { expect, type Locator, type Page } from "@playwright/test";

/** A page's first render may wait for its lazy chunk and first answer on a busy machine. */
const FIRST_RENDER = { timeout: 30_000 };

/** `/control/reports/postbacks`: filters, the table with a menu per row, selection and mass postback. */
export class PostbacksListPage {
  constructor(private readonly page: Page) {}

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/control/reports/postbacks${query}`);
    await expect(this.heading()).toBeVisible(FIRST_RENDER);
  }

  heading() {
    return this.page.getByRole("heading", { name: "Postbacks", level: 1 });
  }

  async filterStatus(label: string): Promise<void> {
    await this.page.getByRole("combobox", { name: "Status", exact: true }).or(this.page.getByRole("textbox", { name: "Status", exact: true })).click();
    await this.page.getByRole("option", { name: label, exact: true }).click();
  }

  rows() {
    return this.page.getByTestId("postback-row");
  }

  row(postbackId: number): Locator {
    return this.page.locator(`[data-testid="postback-row"][data-postback-id="${postbackId}"]`);
  }

  async openActions(postbackId: number): Promise<void> {
    await this.page.getByRole("button", { name: `Actions for postback #${postbackId}` }).click();
  }

  select(postbackId: number) {
    return this.page.getByRole("checkbox", { name: `Select postback #${postbackId}` });
  }
}

/** `/control/reports/postbacks/{id}`: one postback, its curl log, post back again and mark. */
export class PostbackDetailPage {
  constructor(private readonly page: Page) {}

  async goto(postbackId: number): Promise<void> {
    await this.page.goto(`/control/reports/postbacks/${postbackId}`);
    await expect(this.heading(postbackId)).toBeVisible(FIRST_RENDER);
  }

  heading(postbackId: number) {
    return this.page.getByRole("heading", { name: `Postback #${postbackId}`, level: 1 });
  }

  status() {
    return this.page.getByTestId("postback-status");
  }

  memo() {
    return this.page.getByTestId("postback-memo");
  }

  curlLog() {
    return this.page.getByTestId("curl-log");
  }

  postBackAgain() {
    return this.page.getByRole("button", { name: "Post back again" });
  }

  markButton() {
    return this.page.getByRole("button", { name: "Mark…" });
  }
}

/** A postback dialog (post back again, mark, mass postback). */
export class PostbackDialog {
  constructor(private readonly page: Page) {}

  dialog() {
    return this.page.getByRole("dialog");
  }

  result() {
    return this.dialog().getByTestId("postback-result");
  }

  memo() {
    return this.dialog().getByRole("textbox", { name: "Memo" });
  }

  status(label: string) {
    return this.dialog().getByRole("radio", { name: label });
  }

  save() {
    return this.dialog().getByRole("button", { name: "Save" });
  }

  close() {
    return this.dialog().getByRole("button", { name: "Close" });
  }
}

/** `/control/operations`: one card per source with its count. */
export class OperationsHomePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/control/operations");
    await expect(this.page.getByRole("heading", { name: "Operations", level: 1 })).toBeVisible(FIRST_RENDER);
  }

  card(testId: "ops-failed-postbacks" | "ops-monitors" | "ops-collections" | "ops-failed-mail" | "ops-failed-jobs") {
    return this.page.getByTestId(testId);
  }

  count(testId: Parameters<OperationsHomePage["card"]>[0]) {
    return this.card(testId).getByTestId("ops-count");
  }
}
