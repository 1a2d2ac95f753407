import { expect, type Locator, type Page } from "@playwright/test";
import pg from "pg";
import { e2eDatabaseUrl } from "../e2e-database.ts";
import { chooseOption } from "./combobox.ts";

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
    const field = this.page.getByRole("combobox", { name: "Status", exact: true }).or(this.page.getByRole("textbox", { name: "Status", exact: true }));
    await chooseOption(field, this.page.getByRole("option", { name: label, exact: true }), { shows: label });
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

/** What marking or re-posting a postback changes about it. */
const KEPT_COLUMNS = ["status", "memo", "attempts", "next_attempt_at", "curl_log", "last_error", "sent_at"] as const;

/**
 * The demo data's postbacks a test marks or re-posts, put back as they were once it is done: the
 * seed has one postback in each status, and other files (and this one, on a retry) look for them
 * by status. No screen or call turns a SENT postback back into a FAILED one, so the rows are read
 * and written back in the browser tests' own database. Call `keep` before changing a postback and
 * `restore` in an afterAll (or finally), which runs whether the test passed or not.
 */
export class SeededPostbacks {
  private readonly kept = new Map<number, Record<string, unknown>>();

  private async withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  async keep(postbackId: number): Promise<void> {
    if (this.kept.has(postbackId)) return;
    const row = await this.withClient(async (client) => {
      const { rows } = await client.query<Record<string, unknown>>(`SELECT ${KEPT_COLUMNS.join(", ")} FROM postbacks WHERE id = $1`, [postbackId]);
      return rows[0];
    });
    if (!row) throw new Error(`no postback #${postbackId} to keep`);
    this.kept.set(postbackId, row);
  }

  async restore(): Promise<void> {
    if (this.kept.size === 0) return;
    await this.withClient(async (client) => {
      for (const [id, row] of this.kept) {
        const sets = KEPT_COLUMNS.map((column, i) => `${column} = $${i + 2}${column === "status" ? '::"PostbackStatus"' : ""}`).join(", ");
        await client.query(`UPDATE postbacks SET ${sets} WHERE id = $1`, [id, ...KEPT_COLUMNS.map((column) => row[column])]);
      }
    });
    this.kept.clear();
  }
}
