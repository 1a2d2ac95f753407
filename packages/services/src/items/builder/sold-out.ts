/**
 * Sold-out messages (docs/product/items-and-fees.md): a company's messages; removing one un-sets it on its
 * items.
 */
import { accessDenied, AppError, isCompanyInScope } from "@paydesk/domain";
import { ITEM_MESSAGES, type TCreateSoldOutRequest, type TListSoldOutRequest, type TSoldOutIdRequest } from "@paydesk/validators";
import { companyInScope } from "../../platform/company-scope.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { SoldOutView } from "./types.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../../platform/context.ts";

export async function listSoldOutMessages(ctx: ActorTxContext, input: TListSoldOutRequest): Promise<SoldOutView[]> {
  const { db, actor } = ctx;
  const company = await companyInScope(db, actor, input.companyId);
  const rows = await db.soldOutMessage.findMany({
    where: { companyId: company.id },
    select: { id: true, text: true, _count: { select: { items: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map((r) => ({ id: r.id, text: r.text, itemCount: r._count.items }));
}

export async function createSoldOutMessage(ctx: ActorContext, input: TCreateSoldOutRequest): Promise<SoldOutView> {
  const { db, actor } = ctx;
  const company = await companyInScope(db, actor, input.companyId);
  return inTransaction(ctx, async (tx) => {
    const message = await tx.db.soldOutMessage.create({ data: { companyId: company.id, text: input.text } });
    await recordAudit(tx, {
      action: "soldout.created",
      entity: "sold_out_message",
      entityId: message.id,
      companyId: company.id,
      after: { text: message.text },
    });
    return { id: message.id, text: message.text, itemCount: 0 };
  });
}

export async function removeSoldOutMessage(
  ctx: ActorContext,
  input: TSoldOutIdRequest,
): Promise<{ soldOutMessageId: number; unsetOnItems: number }> {
  const { actor } = ctx;
  return inTransaction(ctx, async (tx) => {
    const message = await tx.db.soldOutMessage.findUnique({
      where: { id: input.soldOutMessageId },
      select: { id: true, text: true, companyId: true, company: { select: { path: true } } },
    });
    if (!message) throw new AppError("NOT_FOUND", ITEM_MESSAGES.soldOutRemoveFailed);
    if (!isCompanyInScope(actor, message.company.path)) throw accessDenied();
    // The foreign key would null them too; doing it here counts them for the log.
    const { count } = await tx.db.item.updateMany({ where: { soldOutMessageId: message.id }, data: { soldOutMessageId: null } });
    await tx.db.soldOutMessage.delete({ where: { id: message.id } });
    await recordAudit(tx, {
      action: "soldout.deleted",
      entity: "sold_out_message",
      entityId: message.id,
      companyId: message.companyId,
      before: { text: message.text },
      after: { unsetOnItems: count },
    });
    return { soldOutMessageId: message.id, unsetOnItems: count };
  });
}
