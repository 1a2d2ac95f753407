import type { inferRouterOutputs } from "@trpc/server";
import type { authRouter } from "./router.ts";
import { defineShim, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof authRouter>;

/** Sign-in and sign-out for browsers and tools (docs/product/documented-calls.md, Who may call). */
export const authShims = [
  defineShim<Out["login"]>({
    method: "POST",
    path: "/login",
    procedure: "auth.login",
    spec: "docs/product/documented-calls.md: POST /login",
    input: ({ body }) => ({ email: text(body.email) ?? "", password: text(body.password) ?? "" }),
    output: (r) => ({
      module: r.module,
      user: { id: r.user.id, email: r.user.email, name: r.user.name, module: r.user.module, company_id: r.user.companyId },
    }),
  }),
  defineShim<Out["logout"]>({
    method: "POST",
    path: "/logout",
    procedure: "auth.logout",
    spec: "docs/product/documented-calls.md: POST /logout",
    input: () => undefined,
    output: () => ({}),
  }),
];
