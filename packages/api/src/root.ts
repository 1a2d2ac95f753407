import type { AnyRouter } from "@trpc/server";
import type { ApiModule } from "./module.ts";
import { API_MODULES } from "./modules.ts";
import { createCallerFactory, router } from "./trpc.ts";

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** Every module's routes in one record, typed key by key for the client. */
type RoutesOf<TModules extends readonly ApiModule[]> = UnionToIntersection<TModules[number]["routes"]>;

function routesOf<TModules extends readonly ApiModule[]>(modules: TModules): RoutesOf<TModules> {
  const routes: Record<string, AnyRouter> = {};
  for (const module of modules) {
    for (const [key, value] of Object.entries(module.routes)) {
      if (key in routes) throw new Error(`Two api modules route "${key}"`);
      routes[key] = value;
    }
  }
  return routes as RoutesOf<TModules>;
}

/** One router per domain, from the modules listed in modules.ts. */
export const appRouter = router(routesOf(API_MODULES));

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
  // The receipt rung admits a holder of the order's receipt token without a sign-in.
  "receipts.viewByToken",
  // The receipt rung again: a guest pays the rest of their order by its receipt token.
  "payRest.summary",
  "payRest.pay",
  // The public pay-for page's skin and logo, for an item that page shows.
  "skins.forPayPage",
  // The link sent to a new sign-in e-mail: it may open in a browser where nobody is signed in.
  "profile.confirmEmail",
];

/**
 * Procedures whose only guard is being signed in (authed or module): each needs a reason why no
 * permission applies. The router walk fails any other procedure guarded this weakly.
 */
export const SIGNED_IN_PROCEDURES: Readonly<Record<string, string>> = {
  "account.changePassword": "every signed-in user changes their own password (old password and captcha checked by the service)",
  "masquerade.available": "answers whether the real person may use quick login; false is a valid answer for anyone",
  "masquerade.search": "the service refuses anyone whose real identity may not use quick login (canMasquerade)",
  "masquerade.start":
    "the service refuses anyone whose real identity may not use quick login, and any target outside their subtree",
  "masquerade.end": "whoever is acting as someone else may always return to themselves",
  "profile.get": "every signed-in user reads their own profile (the service reads the actor's own row only)",
  "profile.update": "every signed-in user edits their own profile (the service writes the actor's own row only)",
};
