import type { inferRouterOutputs } from "@trpc/server";
import type { accountRouter } from "./router.ts";
import { defineShim, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof accountRouter>;

export const accountShims = [
  defineShim<Out["changePassword"]>({
    method: "POST",
    path: "/parent/account/changepassword",
    procedure: "account.changePassword",
    spec: "docs/product/accounts-and-roles.md: changing one's own password",
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
];
