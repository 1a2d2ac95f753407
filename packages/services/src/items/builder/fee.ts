/**
 * GET /api/fee (docs/product/items-and-fees.md): the suggested convenience fee for a price at a payee. The
 * payee's card rate and fixed fee are what a card payment costs it, so suggesting exactly that lets the payer
 * cover the cost: card rate × amount + card fixed fee, in the domain's fee maths.
 */
import { AppError, computeItemTotals, isCompanyInScope } from "@paydesk/domain";
import { BUILDER_MESSAGES, type TSuggestedFeeRequest } from "@paydesk/validators";
import { pathIds } from "../../platform/company-scope.ts";
import { type ActorTxContext } from "../../platform/context.ts";

/** A payee usable by the actor: of a company in their subtree or of one above their own. */
export async function payeeForActor(ctx: ActorTxContext, settlementAccountId: number) {
  const { db, actor } = ctx;
  const payee = await db.settlementAccount.findUnique({
    where: { id: settlementAccountId },
    select: { id: true, cardRateHundredths: true, cardFixedFeeCents: true, company: { select: { id: true, path: true } } },
  });
  const usable = payee && (isCompanyInScope(actor, payee.company.path) || pathIds(actor.companyPath).includes(payee.company.id));
  if (!payee || !usable) {
    throw new AppError("NOT_FOUND", BUILDER_MESSAGES.invalidChoice, { settlementAccountId: BUILDER_MESSAGES.invalidChoice });
  }
  return payee;
}

export async function suggestedFee(
  ctx: ActorTxContext,
  input: TSuggestedFeeRequest,
): Promise<{ feeCents: number; totalCents: number }> {
  const payee = await payeeForActor(ctx, input.settlementAccountId);
  const totals = computeItemTotals({
    amountCents: input.amountCents,
    quantity: 1,
    taxPercentHundredths: 0,
    shippingCents: 0,
    feeType: "Calculated",
    cardRateHundredths: payee.cardRateHundredths,
    cardFixedFeeCents: payee.cardFixedFeeCents,
  });
  return { feeCents: totals.cents.fee, totalCents: totals.cents.total };
}
