/**
 * The school year and important dates of a company (/{module}/settings/dates*). A site
 * sees its own dates and those of the companies above it (a district's school year holds for its
 * schools); it edits only dates of its own subtree. Days travel as YYYY-MM-DD text and are stored
 * as SQL dates, so no time zone ever moves them.
 */
import type { DbTx } from "@paydesk/db";
import { accessDenied, AppError, isCompanyInScope } from "@paydesk/domain";
import {
  DATES_MESSAGES,
  type TCreateDateRequest,
  type TImportantDateFields,
  type TImportantDateKind,
  type TListDatesRequest,
  type TUpdateDateRequest,
} from "@paydesk/validators";
import { companyInScope, pathIds } from "../platform/company-scope.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../platform/context.ts";

export interface ImportantDateRow {
  id: number;
  companyId: number;
  companyName: string;
  kind: TImportantDateKind;
  title: string;
  startsOn: string;
  endsOn: string | null;
  /** Set on a company above the one listed: shown, not editable there. */
  inherited: boolean;
}

const SELECT = {
  id: true,
  companyId: true,
  kind: true,
  title: true,
  startsOn: true,
  endsOn: true,
  company: { select: { name: true, path: true } },
} as const;

/** A @db.Date comes back as UTC midnight of that day. */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const dbDay = (day: string) => new Date(`${day}T00:00:00Z`);

type Selected = {
  id: number;
  companyId: number;
  kind: TImportantDateKind;
  title: string;
  startsOn: Date;
  endsOn: Date | null;
  company: { name: string };
};
const rowOf = (r: Selected, listedCompanyId: number): ImportantDateRow => ({
  id: r.id,
  companyId: r.companyId,
  companyName: r.company.name,
  kind: r.kind,
  title: r.title,
  startsOn: isoDay(r.startsOn),
  endsOn: r.endsOn ? isoDay(r.endsOn) : null,
  inherited: r.companyId !== listedCompanyId,
});

const columns = (fields: TImportantDateFields) => ({
  kind: fields.kind,
  title: fields.title,
  startsOn: dbDay(fields.startsOn),
  endsOn: fields.endsOn ? dbDay(fields.endsOn) : null,
});

export async function listImportantDates(
  ctx: ActorTxContext,
  input: TListDatesRequest,
): Promise<{ companyId: number; companyName: string; dates: ImportantDateRow[] }> {
  const company = await companyInScope(ctx.db, ctx.actor, input.companyId);
  const rows = await ctx.db.importantDate.findMany({
    where: { companyId: { in: pathIds(company.path) } },
    select: SELECT,
    orderBy: [{ startsOn: "asc" }, { id: "asc" }],
  });
  return { companyId: company.id, companyName: company.name, dates: rows.map((r) => rowOf(r, company.id)) };
}

async function dateInReach(db: DbTx, actor: ActorContext["actor"], dateId: number) {
  const row = await db.importantDate.findUnique({ where: { id: dateId }, select: SELECT });
  if (!row) throw new AppError("NOT_FOUND", DATES_MESSAGES.noSuchDate);
  if (!isCompanyInScope(actor, row.company.path)) throw accessDenied();
  return row;
}

export async function createImportantDate(ctx: ActorContext, input: TCreateDateRequest): Promise<ImportantDateRow> {
  const company = await companyInScope(ctx.db, ctx.actor, input.companyId);
  return inTransaction(ctx, async (tx) => {
    const row = await tx.db.importantDate.create({ data: { companyId: company.id, ...columns(input.fields) }, select: SELECT });
    await recordAudit(tx, {
      action: "dates.created",
      entity: "important_date",
      entityId: row.id,
      companyId: company.id,
      after: input.fields,
    });
    return rowOf(row, company.id);
  });
}

export async function updateImportantDate(ctx: ActorContext, input: TUpdateDateRequest): Promise<ImportantDateRow> {
  return inTransaction(ctx, async (tx) => {
    const before = await dateInReach(tx.db, ctx.actor, input.dateId);
    const row = await tx.db.importantDate.update({ where: { id: before.id }, data: columns(input.fields), select: SELECT });
    await recordAudit(tx, {
      action: "dates.updated",
      entity: "important_date",
      entityId: row.id,
      companyId: row.companyId,
      before: {
        kind: before.kind,
        title: before.title,
        startsOn: isoDay(before.startsOn),
        endsOn: before.endsOn && isoDay(before.endsOn),
      },
      after: input.fields,
    });
    return rowOf(row, row.companyId);
  });
}

export async function deleteImportantDate(ctx: ActorContext, dateId: number): Promise<{ message: string }> {
  return inTransaction(ctx, async (tx) => {
    const before = await dateInReach(tx.db, ctx.actor, dateId);
    await tx.db.importantDate.delete({ where: { id: before.id } });
    await recordAudit(tx, {
      action: "dates.deleted",
      entity: "important_date",
      entityId: before.id,
      companyId: before.companyId,
    });
    return { message: DATES_MESSAGES.deleted };
  });
}
