import { wallTimeOf } from "@paydesk/domain";
import { expect, type Page } from "@playwright/test";
import { pickOption } from "./combobox.ts";

type Composer = "facebook" | "gmail" | "constantcontact" | "twitter";

const TITLES: Record<Composer, string> = {
  facebook: "Facebook post",
  gmail: "E-mail message",
  constantcontact: "E-mail marketing",
  twitter: "Social post",
};

/**
 * A `datetime-local` value `minutes` from now on the clock of `zone`: the company's, which the
 * composer reads its time in, whatever zone the browser is in.
 */
export function companyWallTime(minutes: number, zone: string, now = new Date()): string {
  return wallTimeOf(new Date(now.getTime() + minutes * 60_000), zone);
}

/** The four promotion composers (`/school/promote/{channel}/compose`) and their shared Composer. */
export class ComposerPage {
  constructor(
    private readonly page: Page,
    private readonly composer: Composer,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(`/school/promote/${this.composer}/compose`);
    await expect(this.page.getByRole("heading", { level: 1, name: TITLES[this.composer] })).toBeVisible();
  }

  form() {
    return this.page.getByRole("form", { name: TITLES[this.composer] });
  }

  async pickItem(title: string): Promise<void> {
    const field = this.form().getByRole("combobox", { name: "Item" });
    await pickOption(field, this.page.getByRole("option", { name: title }), { open: () => field.fill(title.slice(0, 6)), what: title });
    await expect(this.form().getByTestId("pay-link")).toContainText("/pay/for/");
  }

  /** The mail composer's recipients: one address per tag. */
  recipients() {
    return this.form().getByRole("combobox", { name: "Recipients" });
  }

  async addRecipient(address: string): Promise<void> {
    await this.recipients().fill(address);
    await this.recipients().press(",");
  }

  message() {
    return this.form().getByRole("textbox", { name: "Message" });
  }

  async scheduleAt(value: string): Promise<void> {
    await this.form().getByRole("checkbox", { name: "Schedule for later" }).check();
    await this.form().getByLabel("Send at").fill(value);
  }

  submit(name: string) {
    return this.form().getByRole("button", { name });
  }

  /** The form's overall message ("Error in saving…", a channel's failure). */
  formError() {
    return this.form().getByTestId("composer-error");
  }

  result() {
    return this.form().getByTestId("post-result");
  }

  counter() {
    return this.form().getByTestId("short-post-counter");
  }
}

/** `/school/promote/posts`: scheduled and sent posts. */
export class PostsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/school/promote/posts");
    await expect(this.page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  }

  row(text: string) {
    return this.page.getByRole("table", { name: "Posts" }).getByRole("row").filter({ hasText: text });
  }
}

/** The control outbox's "Channel posts" tab (`/control/operations/outbox?tab=channels`). */
export class ChannelOutboxTab {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/control/operations/outbox?tab=channels");
    await expect(this.page.getByRole("tab", { name: "Channel posts", selected: true })).toBeVisible();
  }

  row(text: string) {
    return this.page.getByRole("table", { name: "Channel posts" }).getByRole("row").filter({ hasText: text });
  }
}
