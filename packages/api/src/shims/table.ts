/**
 * Every documented legacy URL, in one greppable table (CONVENTIONS §3–4). Domains add their
 * entries here; `guards.test.ts` checks each names a guarded (or allowlisted) procedure.
 */
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../root.ts";
import { defineShim, text, type ShimRoute } from "./types.ts";

type Out = inferRouterOutputs<AppRouter>;

export const SHIM_TABLE = [
  defineShim<Out["auth"]["login"]>({
    method: "POST",
    path: "/login",
    procedure: "auth.login",
    spec: "CONVENTIONS §3",
    input: ({ body }) => ({ email: text(body.email) ?? "", password: text(body.password) ?? "" }),
    output: (r) => ({
      module: r.module,
      user: { id: r.user.id, email: r.user.email, name: r.user.name, module: r.user.module, company_id: r.user.companyId },
    }),
  }),
  defineShim<Out["auth"]["logout"]>({
    method: "POST",
    path: "/logout",
    procedure: "auth.logout",
    spec: "CONVENTIONS §3",
    input: () => undefined,
    output: () => ({}),
  }),
  defineShim<Out["account"]["changePassword"]>({
    method: "POST",
    path: "/parent/account/changepassword",
    procedure: "account.changePassword",
    spec: "spec 1 §7",
    // `user` and `user2` are the legacy form's hidden username fields (for password managers): unused.
    input: ({ body }) => ({
      module: "parent",
      oldPassword: text(body.old_password) ?? "",
      newPassword: text(body.new_password) ?? "",
      newPassword2: text(body.new_password2) ?? "",
      captcha: text(body.recaptcha) ?? "",
    }),
    fieldNames: { oldPassword: "old_password", newPassword: "new_password", newPassword2: "new_password2", captcha: "recaptcha" },
    output: (r) => ({ message: r.message }),
  }),
] as const satisfies readonly ShimRoute<never>[];
