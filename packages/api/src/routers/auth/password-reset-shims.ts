import type { inferRouterOutputs } from "@trpc/server";
import type { authRouter } from "./router.ts";
import { defineShim, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof authRouter>;

/** Spec 1 §7: POST /login/forgot (email, mode=ajax, require_user). `mode` and `require_user` change nothing here. */
export const passwordResetShims = [
  defineShim<Out["forgotPassword"]>({
    method: "POST",
    path: "/login/forgot",
    procedure: "auth.forgotPassword",
    spec: "spec 1 §7",
    input: ({ body }) => ({ email: text(body.email) ?? "" }),
    output: (r) => ({ message: r.message }),
  }),
];
