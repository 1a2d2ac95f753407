import { z } from "zod";
import { MODULES, ZId } from "../common.ts";
import { PASSWORD_MESSAGES, ZNewPassword } from "../account.ts";
import { ACL_MESSAGES } from "./messages.ts";

/** Our own wording where the product fixes no message (its exact ones are in ACL_MESSAGES). */
export const ADMIN_MESSAGES = {
  firstNameRequired: "Please enter a first name.",
  lastNameRequired: "Please enter a last name.",
  emailInvalid: "Please enter a valid e-mail address.",
  dobInvalid: "Please enter a valid date of birth.",
  applicationsRequired: "Choose at least one application.",
  passwordModeRequired: "Choose how to set the password.",
  cannotGrantApplication: "You cannot give an application that you do not use yourself.",
  controlNeedsPlatform: "The control application is only for accounts of the platform.",
  ownPassword: "To change your own password, use the Password screen.",
  noSuchAdmin: "No such administrator.",
  cannotManage: "You cannot change an administrator who holds control levels or categories that you do not hold yourself.",
  chooseAdmin: ACL_MESSAGES.chooseAdmin,
} as const;

/** An administrator's id, as a form or the legacy page sends it. */
const ZAdminId = z.coerce
  .number({ error: ADMIN_MESSAGES.chooseAdmin })
  .int(ADMIN_MESSAGES.chooseAdmin)
  .positive(ADMIN_MESSAGES.chooseAdmin);

export const ZApplications = z.array(z.enum(MODULES)).min(1, ADMIN_MESSAGES.applicationsRequired).max(MODULES.length);

/** An account whose only application is parent: no role needed, and it is a parent account. */
export function isParentOnly(applications: readonly string[]): boolean {
  return applications.length === 1 && applications[0] === "parent";
}

/**
 * The administrator form (docs/product/accounts-and-roles.md): site and role are required, except that an
 * account whose only application is parent needs no role.
 */
export const ZAdminFields = z
  .object({
    companyId: z.number({ error: ACL_MESSAGES.siteRequired }).int().positive(ACL_MESSAGES.siteRequired),
    roleIds: z.array(ZId).max(50).default([]),
    firstName: z.string().trim().min(1, ADMIN_MESSAGES.firstNameRequired).max(100),
    lastName: z.string().trim().min(1, ADMIN_MESSAGES.lastNameRequired).max(100),
    email: z.string().trim().max(254).pipe(z.email(ADMIN_MESSAGES.emailInvalid)),
    dob: z.iso.date(ADMIN_MESSAGES.dobInvalid).nullish(),
    addressRegion: z.string().trim().max(100).nullish(),
    applications: ZApplications,
  })
  .superRefine((value, ctx) => {
    if (!isParentOnly(value.applications) && value.roleIds.length === 0) {
      ctx.addIssue({ code: "custom", path: ["roleIds"], message: ACL_MESSAGES.roleRequired });
    }
  });
export type TAdminFields = z.infer<typeof ZAdminFields>;
export type TAdminFieldsInput = z.input<typeof ZAdminFields>;

export const PASSWORD_MODES = ["manual", "generate"] as const;
export type TPasswordMode = (typeof PASSWORD_MODES)[number];
const ZPasswordMode = z.enum(PASSWORD_MODES, { error: ADMIN_MESSAGES.passwordModeRequired });

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

export const ZUpdateAdminRequestSchema = z.object({ userId: ZAdminId, admin: ZAdminFields });
export type TUpdateAdminRequest = z.infer<typeof ZUpdateAdminRequestSchema>;

export const ZFindAdminsRequestSchema = z.object({
  companyId: ZId.optional(),
  search: z.string().trim().max(100).optional(),
  /** List parent accounts as well (the parent module's list, for its mass password change). */
  includeParents: z.boolean().default(false),
});
export type TFindAdminsRequest = z.infer<typeof ZFindAdminsRequestSchema>;

export const ZUserIdRequestSchema = z.object({ userId: ZAdminId });

/** The userExists call, made when the e-mail field changes. */
export const ZUserExistsRequestSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email(ADMIN_MESSAGES.emailInvalid)),
});

/**
 * Change-password (docs/product/accounts-and-roles.md): one administrator at a time (the page runs them in
 * sequence).
 */
export const ZSetAdminPasswordRequestSchema = z
  .object({
    userId: ZAdminId,
    passwordMode: ZPasswordMode,
    password: z.string().max(1024).optional(),
    sendEmail: z.boolean().default(false),
    requireChange: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.passwordMode !== "manual") return;
    const result = ZNewPassword.safeParse(value.password ?? "");
    if (!result.success) ctx.addIssue({ code: "custom", path: ["password"], message: result.error.issues[0]!.message });
  });
export type TSetAdminPasswordRequest = z.infer<typeof ZSetAdminPasswordRequestSchema>;

/**
 * The mass password change form (docs/product/accounts-and-roles.md): one password for every selected
 * administrator, typed twice, or a new generated one for each.
 */
export const ZMassPasswordFields = z
  .object({
    passwordMode: ZPasswordMode,
    password: z.string().max(1024),
    password2: z.string().max(1024),
    sendEmail: z.boolean(),
    requireChange: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.passwordMode !== "manual") return;
    const result = ZNewPassword.safeParse(value.password);
    if (!result.success) {
      ctx.addIssue({ code: "custom", path: ["password"], message: result.error.issues[0]!.message });
    } else if (value.password !== value.password2) {
      ctx.addIssue({ code: "custom", path: ["password2"], message: PASSWORD_MESSAGES.mismatch });
    }
  });
export type TMassPasswordFields = z.infer<typeof ZMassPasswordFields>;

export const ZAdminEmailsRequestSchema = z.object({ companyId: ZId.optional() });

/** The sites an administrator may pick (the list's company filter and the form's site field). */
export const ZAdminSitesRequestSchema = z.object({ search: z.string().trim().max(100).default("") });
