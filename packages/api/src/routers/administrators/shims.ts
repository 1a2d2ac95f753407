import type { inferRouterOutputs } from "@trpc/server";
import type { administratorsRouter } from "./router.ts";
import { defineShim, flag, id, optionalId, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof administratorsRouter>;

/** The e-mail check, one administrator's password, and the e-mail list (docs/product/accounts-and-roles.md). */
export const administratorsShims = [
  defineShim<Out["userExists"]>({
    method: "POST",
    path: "/login/registration/userExists",
    procedure: "administrators.userExists",
    spec: "docs/product/accounts-and-roles.md: POST /login/registration/userExists",
    input: ({ body, homeModule }) => ({ module: homeModule, email: text(body.email) ?? "" }),
    output: (r) => ({ taken: r.taken, user_id: r.userId }),
  }),
  defineShim<Out["setPassword"]>({
    method: "POST",
    path: "/:module/settings/users/user/change-password",
    procedure: "administrators.setPassword",
    spec: "docs/product/accounts-and-roles.md: an administrator's password",
    input: ({ params, body }) => ({
      module: params.module,
      userId: id(body.user),
      // "auto" is the legacy form's name for a generated password.
      passwordMode: text(body.pw_mode) === "auto" ? "generate" : text(body.pw_mode),
      password: text(body.pw),
      sendEmail: flag(body.send_email),
      requireChange: flag(body.require_user),
    }),
    fieldNames: {
      userId: "user",
      passwordMode: "pw_mode",
      password: "pw",
      sendEmail: "send_email",
      requireChange: "require_user",
    },
    output: (r) => ({ password: r.password, emailed: r.emailed, ...(r.emailError ? { message: r.emailError } : {}) }),
  }),
  defineShim<Out["emails"]>({
    method: "GET",
    path: "/:module/settings/administrators/emails",
    procedure: "administrators.emails",
    spec: "docs/product/accounts-and-roles.md: administrators' e-mails",
    input: ({ params, query }) => ({ module: params.module, companyId: optionalId(query.company) }),
    output: (emails) => ({ data: emails }),
  }),
];
