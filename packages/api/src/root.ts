import { accountRouter } from "./routers/account/router.ts";
import { authRouter } from "./routers/auth/router.ts";
import { captchaRouter } from "./routers/captcha/router.ts";
import { categoriesRouter } from "./routers/categories/router.ts";
import { rolesRouter } from "./routers/roles/router.ts";
import { createCallerFactory, router } from "./trpc.ts";

/** One router per domain; later domains (acl, items, coa, uploads, terminal, control) join here. */
export const appRouter = router({
  auth: authRouter,
  captcha: captchaRouter,
  account: accountRouter,
  roles: rolesRouter,
  categories: categoriesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

/** Procedures anyone may call, signed in or not. Everything else must be behind a guard. */
export const PUBLIC_PROCEDURES: readonly string[] = ["auth.session", "auth.login", "auth.logout", "captcha.challenge"];
