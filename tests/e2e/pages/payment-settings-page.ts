import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import type { Account } from "./login-page.ts";
import { signedInRequest, trpcCall, type RequestContexts } from "./trpc-call.ts";

/** `/{module}/payments`: the fee settings, then the cash discount and the payees' card brands. */
export class PaymentSettingsPage {
  constructor(private readonly page: Page) {}

  async goto(module: string): Promise<void> {
    await this.page.goto(`/${module}/payments`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Payment settings" })).toBeVisible();
    await expect(this.cardForm()).toBeVisible();
  }

  cardForm(): Locator {
    return this.page.getByRole("form", { name: "Cash discount and card brands" });
  }

  cashDiscount(): Locator {
    return this.cardForm().getByRole("switch", { name: "Suggest a cash discount" });
  }

  /** The brand choices of one payee, by the payee's name. */
  brands(payee: string): Locator {
    return this.cardForm().getByRole("group", { name: `Cards accepted by ${payee}` });
  }

  brand(payee: string, label: string): Locator {
    return this.brands(payee).getByRole("checkbox", { name: label, exact: true });
  }

  async save(): Promise<void> {
    await this.cardForm().getByRole("button", { name: "Save card settings" }).click();
  }
}

interface FeeSettings {
  feeBehaviour: string;
  defaultItemFeeCents: number;
  defaultTaxHundredths: number;
}
interface CardSettings {
  suggestCashDiscount: boolean;
  payees: { payeeId: number; acceptedCardBrands: string[] }[];
}

/**
 * Puts the site's payment settings (fee behaviour, default fee and tax, cash discount, each payee's
 * card brands) back as they were before a test that changes them: read now through the settings
 * page's own calls as `account`, written back by the returned function, meant for an afterAll
 * (which runs whether the test passed or not; other files pay at this site).
 */
export async function paymentSettingsRestorer(
  playwright: RequestContexts,
  info: TestInfo,
  account: Account,
  module: string,
): Promise<() => Promise<void>> {
  const request = await signedInRequest(playwright, info.project.use.baseURL, account);
  const fees = await trpcCall<FeeSettings>(request, "paymentSettings.get", { module }, "GET");
  const cards = await trpcCall<CardSettings>(request, "paymentSettings.cardSettings", { module }, "GET");
  return async () => {
    try {
      const { feeBehaviour, defaultItemFeeCents, defaultTaxHundredths } = fees;
      await trpcCall(request, "paymentSettings.update", { module, feeBehaviour, defaultItemFeeCents, defaultTaxHundredths }, "POST");
      await trpcCall(
        request,
        "paymentSettings.updateCardSettings",
        { module, suggestCashDiscount: cards.suggestCashDiscount, payees: cards.payees.map(({ payeeId, acceptedCardBrands }) => ({ payeeId, acceptedCardBrands })) },
        "POST",
      );
    } finally {
      await request.dispose();
    }
  };
}
