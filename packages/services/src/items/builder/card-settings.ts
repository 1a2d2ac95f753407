/**
 * The card settings of /{module}/payments: the company's suggested cash discount (docs/product/terminal.md:
 * cash and check payments start with fee removal ticked when it is yes) and the card brands each of the
 * company's payees accepts (docs/product/checkout-and-payments.md: other brands get "Sorry, that card type is
 * not accepted."). Read and changed beside the fee behaviour, with the same permissions.
 */
import { AppError } from "@paydesk/domain";
import {
  CARD_BRANDS,
  COA_ACCOUNT_MESSAGES,
  type CardBrand,
  type TCardSettingsRequest,
  type TUpdateCardSettingsRequest,
} from "@paydesk/validators";
import { companyInScope } from "../../platform/company-scope.ts";
import { recordAudit } from "../../platform/audit.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../../platform/context.ts";

export interface CardSettings {
  companyId: number;
  suggestCashDiscount: boolean;
  payees: { payeeId: number; name: string; acceptedCardBrands: CardBrand[] }[];
}

/**
 * Stored brands in the product's order (docs/product/checkout-and-payments.md), unknown spellings dropped.
 */
const brandsOf = (stored: readonly string[]): CardBrand[] => CARD_BRANDS.filter((b) => stored.includes(b));

async function readCardSettings(db: ActorTxContext["db"], companyId: number): Promise<CardSettings> {
  const company = await db.company.findUniqueOrThrow({
    where: { id: companyId },
    select: {
      suggestCashDiscount: true,
      settlementAccounts: {
        select: { id: true, name: true, acceptedCardBrands: true },
        orderBy: [{ name: "asc" }, { id: "asc" }],
      },
    },
  });
  return {
    companyId,
    suggestCashDiscount: company.suggestCashDiscount,
    payees: company.settlementAccounts.map((p) => ({
      payeeId: p.id,
      name: p.name,
      acceptedCardBrands: brandsOf(p.acceptedCardBrands),
    })),
  };
}

export async function getCardSettings(ctx: ActorTxContext, input: TCardSettingsRequest): Promise<CardSettings> {
  const company = await companyInScope(ctx.db, ctx.actor, input.companyId);
  return readCardSettings(ctx.db, company.id);
}

const noSuchPayee = () =>
  new AppError("NOT_FOUND", COA_ACCOUNT_MESSAGES.noSuchPayee, { payeeId: COA_ACCOUNT_MESSAGES.noSuchPayee });

/** Payees must be the company's own (a school does not set its district's brands). */
export async function updateCardSettings(ctx: ActorContext, input: TUpdateCardSettingsRequest): Promise<CardSettings> {
  return inTransaction(ctx, async (tx) => {
    const company = await companyInScope(tx.db, tx.actor, input.companyId);
    const before = await readCardSettings(tx.db, company.id);
    const own = new Set(before.payees.map((p) => p.payeeId));
    if (input.payees.some((p) => !own.has(p.payeeId))) throw noSuchPayee();
    await tx.db.company.update({ where: { id: company.id }, data: { suggestCashDiscount: input.suggestCashDiscount } });
    for (const payee of input.payees) {
      await tx.db.settlementAccount.update({
        where: { id: payee.payeeId },
        data: { acceptedCardBrands: payee.acceptedCardBrands },
      });
    }
    const after = await readCardSettings(tx.db, company.id);
    await recordAudit(tx, {
      action: "card_settings.updated",
      entity: "company",
      entityId: company.id,
      companyId: company.id,
      before: { suggestCashDiscount: before.suggestCashDiscount, payees: before.payees },
      after: { suggestCashDiscount: after.suggestCashDiscount, payees: after.payees },
    });
    return after;
  });
}
