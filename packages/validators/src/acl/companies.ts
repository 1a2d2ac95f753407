import { z } from "zod";
import { ZId } from "../common.ts";
import { ADMIN_MESSAGES } from "./administrators.ts";

// The outbox's request schemas live beside the mail code they describe; they are exported from
// here so the package index needs no entry of its own.
export * from "../mail/outbox.ts";

export const SUGGEST_MIN_CHARS = 2;
/**
 * Typeahead (company and admin suggest, the change-site list) waits 175 ms
 * (docs/product/accounts-and-roles.md).
 */
export const TYPEAHEAD_DEBOUNCE_MS = 175;
/** Longest keyword or term the searches accept. */
export const SEARCH_TERM_MAX = 100;

export const COMPANY_MESSAGES = {
  suggestTooShort: `Type at least ${SUGGEST_MIN_CHARS} characters.`,
  termTooLong: `Search for at most ${SEARCH_TERM_MAX} characters.`,
  notMasquerading: "You are not signed in as someone else.",
  needsSession: "Quick login needs a signed-in browser session.",
  noSuchSite: "No such site.",
  noSuchAdmin: ADMIN_MESSAGES.noSuchAdmin,
  siteHasNoAdmin: "That site has no administrator to sign in as.",
  notAnAdmin: "Quick login acts only as an administrator.",
} as const;

const searchTerm = z.string().trim().max(SEARCH_TERM_MAX, COMPANY_MESSAGES.termTooLong);

export const ZCompanySearchRequestSchema = z.object({ keyword: searchTerm.default("") });
export type TCompanySearchRequest = z.infer<typeof ZCompanySearchRequestSchema>;

/** /api/suggest/company needs at least two characters (docs/product/accounts-and-roles.md). */
export const ZSuggestRequestSchema = z.object({
  term: searchTerm.min(SUGGEST_MIN_CHARS, COMPANY_MESSAGES.suggestTooShort),
});
export type TSuggestRequest = z.infer<typeof ZSuggestRequestSchema>;

export const ZSuggestAdminsRequestSchema = z.object({ term: searchTerm.default("") });

/** `choosableOnly`: leave out sites with nobody to act as (the legacy URL answers only masq_urls). */
export const ZMasqueradeSearchRequestSchema = z.object({ searchKey: searchTerm.default(""), choosableOnly: z.boolean().default(false) });

export const ZMasqueradeStartRequestSchema = z.discriminatedUnion("target", [
  z.object({ target: z.literal("user"), userId: ZId }),
  z.object({ target: z.literal("company"), companyId: ZId }),
]);
export type TMasqueradeStartRequest = z.infer<typeof ZMasqueradeStartRequestSchema>;
