import { accountRouter } from "./routers/account/router.ts";
import { administratorsRouter } from "./routers/administrators/router.ts";
import { companiesRouter } from "./routers/companies/router.ts";
import { masqueradeRouter } from "./routers/masquerade/router.ts";
import { outboxRouter } from "./routers/outbox/router.ts";
import { authRouter } from "./routers/auth/router.ts";
import { captchaRouter } from "./routers/captcha/router.ts";
import { categoriesRouter } from "./routers/categories/router.ts";
import { coaRouter } from "./routers/coa/router.ts";
import { payeesRouter } from "./routers/payees/router.ts";
import { rolesRouter } from "./routers/roles/router.ts";
import { itemBuilderRouter } from "./routers/item-builder/router.ts";
import { paymentSettingsRouter } from "./routers/item-builder/payment-settings-router.ts";
import { itemRulesRouter } from "./routers/item-rules/router.ts";
import { soldOutRouter } from "./routers/sold-out/router.ts";
import { itemsRouter } from "./routers/items/router.ts";
import { createCallerFactory, router } from "./trpc.ts";

/** One router per domain; later domains (acl, items, coa, uploads, terminal, control) join here. */
export const appRouter = router({
  auth: authRouter,
  captcha: captchaRouter,
  account: accountRouter,
  roles: rolesRouter,
  categories: categoriesRouter,
  administrators: administratorsRouter,
  companies: companiesRouter,
  masquerade: masqueradeRouter,
  outbox: outboxRouter,
  coa: coaRouter,
  payees: payeesRouter,
  itemBuilder: itemBuilderRouter,
  soldOut: soldOutRouter,
  itemRules: itemRulesRouter,
  paymentSettings: paymentSettingsRouter,
  items: itemsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

/** Procedures anyone may call, signed in or not. Everything else must be behind a guard. */
export const PUBLIC_PROCEDURES: readonly string[] = [
  "auth.session",
  "auth.login",
  "auth.logout",
  "auth.forgotPassword",
  "auth.checkResetToken",
  "auth.resetPassword",
  "captcha.challenge",
  "items.payFor",
];
