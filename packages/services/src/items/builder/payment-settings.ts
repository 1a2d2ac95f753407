/**
 * The company's payment defaults (/{module}/payments and /payments/methods; docs/product/items-and-fees.md).
 */
import type { TPaymentSettingsRequest, TUpdatePaymentSettingsRequest } from "@paydesk/validators";
import { companyInScope } from "../../platform/company-scope.ts";
import { recordAudit } from "../../platform/audit.ts";
import { feeBehaviourMap } from "../mapping.ts";
import type { CompanyPaymentDefaults } from "./types.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../../platform/context.ts";

const SELECT = { id: true, name: true, defaultTaxHundredths: true, feeBehaviour: true, defaultItemFeeCents: true } as const;

type Row = {
  id: number;
  name: string;
  defaultTaxHundredths: number;
  feeBehaviour: Parameters<typeof feeBehaviourMap.fromDb>[0];
  defaultItemFeeCents: number;
};

export const paymentDefaultsOf = (row: Row): CompanyPaymentDefaults => ({
  ...row,
  feeBehaviour: feeBehaviourMap.fromDb(row.feeBehaviour),
});

export async function getPaymentSettings(ctx: ActorTxContext, input: TPaymentSettingsRequest): Promise<CompanyPaymentDefaults> {
  const { db, actor } = ctx;
  const company = await companyInScope(db, actor, input.companyId);
  return paymentDefaultsOf(await db.company.findUniqueOrThrow({ where: { id: company.id }, select: SELECT }));
}

export async function updatePaymentSettings(
  ctx: ActorContext,
  input: TUpdatePaymentSettingsRequest,
): Promise<CompanyPaymentDefaults> {
  const { actor } = ctx;
  return inTransaction(ctx, async (tx) => {
    const company = await companyInScope(tx.db, actor, input.companyId);
    const before = await tx.db.company.findUniqueOrThrow({ where: { id: company.id }, select: SELECT });
    const after = await tx.db.company.update({
      where: { id: company.id },
      data: {
        feeBehaviour: feeBehaviourMap.toDb(input.feeBehaviour),
        defaultItemFeeCents: input.defaultItemFeeCents,
        defaultTaxHundredths: input.defaultTaxHundredths,
      },
      select: SELECT,
    });
    const fields = (r: Row) => ({
      feeBehaviour: r.feeBehaviour,
      defaultItemFeeCents: r.defaultItemFeeCents,
      defaultTaxHundredths: r.defaultTaxHundredths,
    });
    await recordAudit(tx, {
      action: "payment_settings.updated",
      entity: "company",
      entityId: company.id,
      companyId: company.id,
      before: fields(before),
      after: fields(after),
    });
    return paymentDefaultsOf(after);
  });
}
