import { z } from "zod";
import { ZId } from "../common.ts";
import { requiredId } from "../acl/roles.ts";
import { COA_MESSAGES } from "../items/messages.ts";

export const COA_NUMBER_MAX = 50;
export const COA_NAME_MAX = 200;
/** The account search answers a short autocomplete list (docs/product/chart-of-accounts.md). */
export const COA_SEARCH_LIMIT = 20;

/**
 * Our own wording: the product names these checks (docs/product/chart-of-accounts.md) without fixing a
 * message.
 */
export const COA_ACCOUNT_MESSAGES = {
  numberRequired: "Please enter an account number.",
  nameRequired: "Please enter an account name.",
  numberTaken: "An account with this number already exists.",
  numberTooLong: `Account numbers are limited to ${COA_NUMBER_MAX} characters.`,
  nameTooLong: `Account names are limited to ${COA_NAME_MAX} characters.`,
  chooseAccount: "Please choose an account.",
  noSuchAccount: "No such account.",
  inUse: "This account is used by items. Choose a new account for them before deleting it.",
  choosePayee: "Please choose a settlement account.",
  noSuchPayee: "No such settlement account.",
} as const;

/**
 * The chart of accounts is kept per settlement account (payee; docs/product/chart-of-accounts.md); every
 * change names one.
 */
const payeeId = requiredId(COA_ACCOUNT_MESSAGES.choosePayee);

/**
 * The documented reads send no payee (items/coa, items/subcoa, the suggests and the search;
 * docs/product/documented-calls.md): without one they cover every settlement account the site may use, each
 * row naming its own. A payee that is sent must still be a valid id.
 */
const anyPayeeId = payeeId.optional();

export const COA_KINDS = ["PRIMARY", "SUB"] as const;
export const ZCoaKind = z.enum(COA_KINDS);
export type TCoaKind = z.infer<typeof ZCoaKind>;

/**
 * The create lightbox's fields (payments/save, docs/product/chart-of-accounts.md): number, name, shared flag,
 * sub-account flag.
 */
export const ZCoaAccountFieldsSchema = z.object({
  number: z
    .string({ error: COA_ACCOUNT_MESSAGES.numberRequired })
    .trim()
    .min(1, COA_ACCOUNT_MESSAGES.numberRequired)
    .max(COA_NUMBER_MAX, COA_ACCOUNT_MESSAGES.numberTooLong),
  name: z
    .string({ error: COA_ACCOUNT_MESSAGES.nameRequired })
    .trim()
    .min(1, COA_ACCOUNT_MESSAGES.nameRequired)
    .max(COA_NAME_MAX, COA_ACCOUNT_MESSAGES.nameTooLong),
  isShared: z.boolean().default(false),
  isSubaccount: z.boolean().default(false),
});

/** payments/save: the fields and the payee whose chart the account joins (the page's chosen payee). */
export const ZCreateCoaRequestSchema = ZCoaAccountFieldsSchema.extend({ payeeId });
export type TCreateCoaRequest = z.infer<typeof ZCreateCoaRequestSchema>;

/**
 * A payee's accounts as a site sees them (the actor's own site unless named): all of them when the
 * payee is the site's or below it, only its shared ones when the payee belongs to a company above;
 * without a payee, those of every payee the site sees.
 */
export const ZListCoaRequestSchema = z.object({ payeeId: anyPayeeId, companyId: ZId.optional(), kind: ZCoaKind.optional() });
export type TListCoaRequest = z.infer<typeof ZListCoaRequestSchema>;

export const ZSearchCoaRequestSchema = z.object({
  payeeId: anyPayeeId,
  companyId: ZId.optional(),
  term: z.string().trim().max(100).default(""),
  kind: ZCoaKind.default("PRIMARY"),
});
export type TSearchCoaRequest = z.infer<typeof ZSearchCoaRequestSchema>;

export const ZCoaIdRequestSchema = z.object({
  coaId: requiredId(COA_ACCOUNT_MESSAGES.chooseAccount),
  /** The legacy ?subcoa=yes: when given, the id must name an account of that kind. */
  kind: ZCoaKind.optional(),
});
export type TCoaIdRequest = z.infer<typeof ZCoaIdRequestSchema>;

/**
 * The replacement account on delete (docs/product/chart-of-accounts.md): the new account must be chosen,
 * differ from the deleted one and not be 0.
 */
export const ZReplaceCoaRequestSchema = z
  .object({
    coaId: requiredId(COA_ACCOUNT_MESSAGES.chooseAccount),
    newId: requiredId(COA_MESSAGES.invalidReplacement),
    kind: ZCoaKind.optional(),
    /** new_coa_name: the label the page showed for the new account; kept in the audit only. */
    newName: z
      .string()
      .trim()
      .max(COA_NAME_MAX + COA_NUMBER_MAX + 10)
      .optional(),
  })
  .refine((v) => v.newId !== v.coaId, { path: ["newId"], message: COA_MESSAGES.invalidReplacement });
export type TReplaceCoaRequest = z.infer<typeof ZReplaceCoaRequestSchema>;

export const ZExportCoaRequestSchema = z.object({ payeeId, companyId: ZId.optional() });
export type TExportCoaRequest = z.infer<typeof ZExportCoaRequestSchema>;
