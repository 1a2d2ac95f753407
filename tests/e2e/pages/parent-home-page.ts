import { expect, type Locator, type Page } from "@playwright/test";

/** `/parent`: the parent's students, what is due for each, and the way to pay. */
export class ParentHomePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/parent");
    await expect(this.students().first()).toBeVisible({ timeout: 30_000 });
  }

  students(): Locator {
    return this.page.getByTestId("home-student");
  }

  student(name: string): Locator {
    return this.students().filter({ has: this.page.getByRole("heading", { name, exact: true }) });
  }

  /** "Pay for Jamie": the make-a-payment page opened on that student. */
  async payFor(name: string): Promise<void> {
    await this.student(name).getByRole("link", { name: `Pay for ${name.split(" ")[0]}` }).click();
    await expect(this.page.getByRole("heading", { name: "Make a payment", level: 1 })).toBeVisible({ timeout: 30_000 });
  }
}

/** The page after paying (the parent's success page or the guest's receipt): the receipt and its e-mail. */
export class ReceiptAfterPaying {
  constructor(private readonly page: Page) {}

  emailed(): Locator {
    return this.page.getByTestId("receipt-emailed");
  }

  sendAgain(): Locator {
    return this.page.getByRole("button", { name: "Send again" });
  }

  sendButton(): Locator {
    return this.page.getByRole("button", { name: "Send", exact: true });
  }

  lines(): Locator {
    return this.page.getByTestId("receipt-line");
  }
}
