import { demoAccount } from "@paydesk/tests/demo-accounts";
import { CARD_SETTINGS_MESSAGES } from "@paydesk/validators";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { signIn } from "./pages/login-page.ts";
import { PaymentSettingsPage, paymentSettingsRestorer } from "./pages/payment-settings-page.ts";

/**
 * The card settings of /{module}/payments: the suggested cash discount and each payee's
 * accepted card brands. Seed: Lincoln High School's payees accept every brand and the school does
 * not suggest a cash discount. The test puts back what it changes (the terminal tests pay there).
 */
const SCHOOL = demoAccount("school");
const OFFICE = demoAccount("office");
const GENERAL_FUND = "Lincoln High General Fund";
const BRANDS = ["Visa", "MasterCard", "Discover", "AmericanExpress"];

// Put back whatever happens in the test: the terminal tests pay at this site.
let restoreSettings: (() => Promise<void>) | undefined;
test.afterAll(async () => {
  await restoreSettings?.();
});

test("a master administrator sets the cash discount and a payee's brands, which must keep one", async ({ page, playwright }, info) => {
  restoreSettings = await paymentSettingsRestorer(playwright, info, SCHOOL, "school");
  await signIn(page, SCHOOL);
  const settings = new PaymentSettingsPage(page);
  await settings.goto("school");
  await expect(settings.cashDiscount()).not.toBeChecked();
  for (const brand of BRANDS) await expect(settings.brand(GENERAL_FUND, brand)).toBeChecked();
  await expectAccessible(page);

  // No brand at all is refused by the same rule the server applies.
  for (const brand of BRANDS) await settings.brand(GENERAL_FUND, brand).uncheck();
  await settings.save();
  await expect(settings.brands(GENERAL_FUND)).toHaveAccessibleDescription(CARD_SETTINGS_MESSAGES.atLeastOneBrand);
  await expectAccessible(page);

  await settings.brand(GENERAL_FUND, "Visa").check();
  await settings.cashDiscount().check();
  await settings.save();
  await expect(page.getByText(CARD_SETTINGS_MESSAGES.saved)).toBeVisible();

  await page.reload();
  await expect(settings.cardForm()).toBeVisible();
  await expect(settings.cashDiscount()).toBeChecked();
  await expect(settings.brand(GENERAL_FUND, "Visa")).toBeChecked();
  await expect(settings.brand(GENERAL_FUND, "MasterCard")).not.toBeChecked();

  // Put the seed's settings back.
  for (const brand of BRANDS) await settings.brand(GENERAL_FUND, brand).check();
  await settings.cashDiscount().uncheck();
  await settings.save();
  await expect(page.getByText(CARD_SETTINGS_MESSAGES.saved)).toBeVisible();
});

test("office staff without settings.manage see the card settings read-only", async ({ page }) => {
  await signIn(page, OFFICE);
  const settings = new PaymentSettingsPage(page);
  await settings.goto("school");
  await expect(settings.cashDiscount()).toBeDisabled();
  await expect(settings.brand(GENERAL_FUND, "Visa")).toBeDisabled();
  await expect(settings.cardForm().getByRole("button", { name: "Save card settings" })).toHaveCount(0);
  await expectAccessible(page);
});
