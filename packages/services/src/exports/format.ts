import { AppError, normalizeOffset } from "@paydesk/domain";
import { EXPORT_MESSAGES, type TExportFormatFields, type TExportFormatSaveRequest } from "@paydesk/validators";
import { noSuchSite } from "../platform/company-scope.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../platform/context.ts";

/** The options a company has before anyone saves any (the table's defaults). */
export const DEFAULT_EXPORT_FORMAT: TExportFormatFields = {
  columnPadding: 0,
  freeValue: "free",
  reducedValue: "reduced",
  payeeIds: [],
  itemIds: [],
  dateOffset: "+0 days",
};

/** Most items offered for the item list (the newest first). */
export const EXPORT_ITEM_CHOICES = 500;

const FORMAT_SELECT = { columnPadding: true, freeValue: true, reducedValue: true, payeeIds: true, itemIds: true, dateOffset: true } as const;

export interface ExportFormatView {
  company: { id: number; name: string };
  format: TExportFormatFields;
  /** What the payee and item lists may hold: the company's own. */
  payees: { id: number; name: string }[];
  items: { id: number; title: string }[];
}

async function companyOrNotFound(ctx: ActorTxContext, companyId: number) {
  const company = await ctx.db.company.findUnique({ where: { id: companyId }, select: { id: true, name: true } });
  if (!company) throw noSuchSite();
  return company;
}

/** A company's export format options with the choices of its lists (control only, by the router). */
export async function getExportFormat(ctx: ActorTxContext, companyId: number): Promise<ExportFormatView> {
  const company = await companyOrNotFound(ctx, companyId);
  const [stored, payees, items] = await Promise.all([
    ctx.db.exportFormat.findUnique({ where: { companyId }, select: FORMAT_SELECT }),
    ctx.db.settlementAccount.findMany({ where: { companyId }, select: { id: true, name: true }, orderBy: [{ name: "asc" }, { id: "asc" }] }),
    ctx.db.item.findMany({
      where: { companyId, status: { not: "TRASH" } },
      select: { id: true, title: true },
      orderBy: { id: "desc" },
      take: EXPORT_ITEM_CHOICES,
    }),
  ]);
  return { company, format: stored ?? DEFAULT_EXPORT_FORMAT, payees, items };
}

/**
 * Save a company's export format options. The offset is stored in its one written form ("-1
 * day"); the lists may name only the company's own settlement accounts and items.
 */
export async function saveExportFormat(ctx: ActorContext, input: TExportFormatSaveRequest): Promise<TExportFormatFields> {
  const dateOffset = normalizeOffset(input.format.dateOffset);
  if (!dateOffset) throw new AppError("BAD_REQUEST", EXPORT_MESSAGES.offsetInvalid, { dateOffset: EXPORT_MESSAGES.offsetInvalid });
  const payeeIds = [...new Set(input.format.payeeIds)];
  const itemIds = [...new Set(input.format.itemIds)];
  return inTransaction(ctx, async (tx) => {
    const company = await companyOrNotFound(tx, input.companyId);
    const [payees, items] = await Promise.all([
      tx.db.settlementAccount.count({ where: { companyId: company.id, id: { in: payeeIds } } }),
      tx.db.item.count({ where: { companyId: company.id, id: { in: itemIds } } }),
    ]);
    if (payees !== payeeIds.length) throw new AppError("BAD_REQUEST", EXPORT_MESSAGES.payeeNotOfCompany, { payeeIds: EXPORT_MESSAGES.payeeNotOfCompany });
    if (items !== itemIds.length) throw new AppError("BAD_REQUEST", EXPORT_MESSAGES.itemNotOfCompany, { itemIds: EXPORT_MESSAGES.itemNotOfCompany });
    const format = { ...input.format, dateOffset, payeeIds, itemIds };
    const before = await tx.db.exportFormat.findUnique({ where: { companyId: company.id }, select: FORMAT_SELECT });
    const saved = await tx.db.exportFormat.upsert({
      where: { companyId: company.id },
      create: { companyId: company.id, ...format, updatedById: tx.actor.userId },
      update: { ...format, updatedById: tx.actor.userId },
      select: FORMAT_SELECT,
    });
    await recordAudit(tx, { action: "export_format.saved", entity: "company", entityId: company.id, companyId: company.id, before, after: saved });
    return saved;
  });
}
