import { z } from "zod";
import { ZId } from "../common.ts";

export const SUGGEST_MIN_CHARS = 2;

export const ZCompanySearchRequestSchema = z.object({ keyword: z.string().trim().max(100).default("") });

/** /api/suggest/company needs at least two characters (spec 3 §7). */
export const ZSuggestRequestSchema = z.object({
  term: z.string().trim().min(SUGGEST_MIN_CHARS, `Type at least ${SUGGEST_MIN_CHARS} characters.`).max(100),
});

export const ZSuggestAdminsRequestSchema = z.object({ term: z.string().trim().max(100).default("") });

export const ZMasqueradeSearchRequestSchema = z.object({ searchKey: z.string().trim().max(100).default("") });

export const ZMasqueradeStartRequestSchema = z.discriminatedUnion("target", [
  z.object({ target: z.literal("user"), userId: ZId }),
  z.object({ target: z.literal("company"), companyId: ZId }),
]);
export type TMasqueradeStartRequest = z.infer<typeof ZMasqueradeStartRequestSchema>;
