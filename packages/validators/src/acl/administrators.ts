import { z } from "zod";
import { MODULES, ZId } from "../common.ts";
import { PASSWORD_MESSAGES, ZNewPassword } from "../account.ts";
import { ACL_MESSAGES } from "./messages.ts";

export const ZApplications = z.array(z.enum(MODULES)).min(1, "Choose at least one application.").max(MODULES.length);

/**
 * The administrator form (spec 1 §5): site and role are required, except that an account whose
 * only application is parent needs no role.
 */
export const ZAdminFields = z
  .object({
    companyId: z.number({ error: ACL_MESSAGES.siteRequired }).int().positive(ACL_MESSAGES.siteRequired),
    roleIds: z.array(ZId).max(50).default([]),
    firstName: z.string().trim().min(1, "Please enter a first name.").max(100),
    lastName: z.string().trim().min(1, "Please enter a last name.").max(100),
    email: z.email("Please enter a valid e-mail address.").trim().max(254),
    dob: z.iso.date("Please enter a valid date of birth.").nullish(),
    addressRegion: z.string().trim().max(100).nullish(),
    applications: ZApplications,
  })
  .superRefine((value, ctx) => {
    const parentOnly = value.applications.length === 1 && value.applications[0] === "parent";
    if (!parentOnly && value.roleIds.length === 0) {
      ctx.addIssue({ code: "custom", path: ["roleIds"], message: ACL_MESSAGES.roleRequired });
    }
  });
export type TAdminFields = z.infer<typeof ZAdminFields>;

export const PASSWORD_MODES = ["manual", "generate"] as const;

/** A new administrator's first password: typed in, or generated and shown once. */
export const ZInitialPassword = z.discriminatedUnion("passwordMode", [
  z.object({ passwordMode: z.literal("manual"), password: ZNewPassword }),
  z.object({ passwordMode: z.literal("generate") }),
]);

export const ZCreateAdminRequestSchema = z.object({
  admin: ZAdminFields,
  password: ZInitialPassword,
  sendEmail: z.boolean().default(false),
  requireChange: z.boolean().default(true),
});
export type TCreateAdminRequest = z.infer<typeof ZCreateAdminRequestSchema>;

export const ZUpdateAdminRequestSchema = z.object({ userId: ZId, admin: ZAdminFields });
export type TUpdateAdminRequest = z.infer<typeof ZUpdateAdminRequestSchema>;

export const ZFindAdminsRequestSchema = z.object({
  companyId: ZId.optional(),
  search: z.string().trim().max(100).optional(),
  includeParents: z.boolean().default(false),
});
export type TFindAdminsRequest = z.infer<typeof ZFindAdminsRequestSchema>;

export const ZUserIdRequestSchema = z.object({ userId: ZId });

export const ZUserExistsRequestSchema = z.object({ email: z.string().trim().max(254) });

/** Spec 1 §7 change-password: one administrator at a time (the page runs them in sequence). */
export const ZSetAdminPasswordRequestSchema = z
  .object({
    userId: ZId,
    passwordMode: z.enum(PASSWORD_MODES),
    password: z.string().max(256).optional(),
    sendEmail: z.boolean().default(false),
    requireChange: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.passwordMode === "manual" && (value.password ?? "").length < 6) {
      ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_MESSAGES.tooShort });
    }
  });
export type TSetAdminPasswordRequest = z.infer<typeof ZSetAdminPasswordRequestSchema>;

export const ZAdminEmailsRequestSchema = z.object({ companyId: ZId.optional() });
