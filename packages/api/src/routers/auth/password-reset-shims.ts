import type { inferRouterOutputs } from "@trpc/server";
import type { authRouter } from "./router.ts";
import { defineShim, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof authRouter>;

/**
 * POST /login/forgot (email, mode=ajax, require_user; docs/product/accounts-and-roles.md, Passwords).
 * `mode` and `require_user` change nothing here.
 */
export const passwordResetShims = [
  defineShim<Out["forgotPassword"]>({
    method: "POST",
    path: "/login/forgot",
    procedure: "auth.forgotPassword",
    spec: "docs/product/accounts-and-roles.md: POST /login/forgot",
    input: ({ body }) => ({ email: text(body.email) ?? "" }),
    output: (r) => ({ message: r.message }),
  }),
];
