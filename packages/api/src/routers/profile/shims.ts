import { PROFILE_MESSAGES } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { profileRouter } from "./router.ts";
import { defineShim, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof profileRouter>;

const PROFILE_FIELDS = ["fname", "lname", "email", "address", "address_2", "city", "state", "country", "zip", "phone"] as const;

/** Every module, the parent too (`/*\/account/info`; docs/product/accounts-and-roles.md, Profile). */
export const profileShims = [
  defineShim<Out["get"]>({
    method: "GET",
    path: "/:module/account/info",
    procedure: "profile.get",
    spec: "docs/product/accounts-and-roles.md: /*/account/info (the profile, for tools)",
    input: (req) => ({ module: req.params.module }),
    output: (profile) => ({ profile }),
  }),
  defineShim<Out["update"]>({
    method: "POST",
    path: "/:module/account/updateInfo",
    procedure: "profile.update",
    spec: "docs/product/accounts-and-roles.md: the profile's update",
    // `profile_update` and `ajax` are the legacy form's markers: unused.
    input: (req) => ({
      module: req.params.module,
      ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, text(req.body[field])])),
      // Only a new e-mail needs it (the current password); the legacy form never sends one.
      password: typeof req.body.password === "string" ? req.body.password : undefined,
    }),
    // The documented answer; `pending_email` only when a new e-mail waits for its confirmation.
    output: (result) => ({ message: result.message, ...(result.pendingEmail ? { pending_email: result.pendingEmail } : {}) }),
    errorFields: (error) =>
      error.status === 409 && error.fieldErrors?.email === PROFILE_MESSAGES.emailTaken ? { email_taken: true } : {},
  }),
];
