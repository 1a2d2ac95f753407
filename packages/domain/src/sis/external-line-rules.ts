/**
 * What a cart line holding an external fee may be (allow_partial, docs/product/terminal.md): for the
 * fee's own student, one unit, never more than the SIS said is due, and the whole amount unless
 * the SIS allows partial payment. Checked when the fee is added and on every later edit of the
 * line, so the postback never reports more, or less, than the SIS allows.
 */
import { SIS_MESSAGES } from "@paydesk/validators";
import type { Cents } from "../items/money.ts";

export interface ExternalFeeTerms {
  sisAmountCents: Cents;
  allowPartial: boolean;
  studentId: number;
}

export interface ExternalLineValues {
  amountCents: Cents;
  quantity: number;
  studentId: number | null;
}

/** The refusal and the field it belongs to, or null when the line keeps the fee's terms. */
export function externalLineProblem(terms: ExternalFeeTerms, line: ExternalLineValues): { field: string; message: string } | null {
  if (line.studentId !== terms.studentId) return { field: "studentId", message: SIS_MESSAGES.selectPluginAndStudent };
  if (line.quantity !== 1) return { field: "quantity", message: SIS_MESSAGES.onceOnly };
  if (line.amountCents > terms.sisAmountCents) return { field: "amountCents", message: SIS_MESSAGES.overAmountDue };
  if (!terms.allowPartial && line.amountCents !== terms.sisAmountCents) return { field: "amountCents", message: SIS_MESSAGES.payInFull };
  return null;
}
