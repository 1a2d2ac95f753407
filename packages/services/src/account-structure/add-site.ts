import type { CompanyKind, DbTx } from "@paydesk/db";
import { AppError, childPath } from "@paydesk/domain";
import { STRUCTURE_MESSAGES, type TAddSiteRequest, type TSiteKind } from "@paydesk/validators";
import { companyInScope } from "../platform/company-scope.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext } from "../platform/context.ts";

export interface NewSite {
  kind: CompanyKind;
  name: string;
  city?: string | null;
  state?: string | null;
}

export interface CreatedSite {
  id: number;
  name: string;
  path: string;
  kind: CompanyKind;
}

export const SITE_KIND_ENUM: Record<TSiteKind, CompanyKind> = {
  school: "SCHOOL",
  vendor: "VENDOR",
  business: "BUSINESS",
  district: "DISTRICT",
};

/**
 * Insert a company below `parent`: the one way a site joins the tree (account structure and the
 * school upload). Its path needs its own id, so it is inserted with a placeholder path and the
 * real one set straight after, in the caller's transaction (two statements per site: a tree of
 * materialised paths cannot take a batch of new sites in one set-based insert without
 * reserving ids first, and batches of sites are small).
 */
export async function insertCompany(db: DbTx, parent: { id: number; path: string }, site: NewSite): Promise<CreatedSite> {
  const created = await db.company.create({
    data: {
      kind: site.kind,
      name: site.name,
      parentId: parent.id,
      city: site.city ?? null,
      state: site.state ?? null,
      path: `pending:${parent.id}:${crypto.randomUUID()}`,
    },
    select: { id: true },
  });
  const path = childPath(parent.path, created.id);
  await db.company.update({ where: { id: created.id }, data: { path } });
  return { id: created.id, name: site.name, path, kind: site.kind };
}

/** Account structure "add a site": under a site of the actor's subtree. */
export async function addSite(ctx: ActorContext, input: TAddSiteRequest): Promise<CreatedSite> {
  return inTransaction(ctx, async (tx) => {
    const parent = await companyInScope(tx.db, tx.actor, input.parentId);
    if (parent.kind !== "PLATFORM" && parent.kind !== "DISTRICT" && input.kind === "district")
      throw new AppError("BAD_REQUEST", STRUCTURE_MESSAGES.districtUnderSite, { kind: STRUCTURE_MESSAGES.districtUnderSite });
    const site = await insertCompany(tx.db, parent, {
      kind: SITE_KIND_ENUM[input.kind],
      name: input.name,
      city: input.city || null,
      state: input.state || null,
    });
    await recordAudit(tx, { action: "company.created", entity: "company", entityId: site.id, companyId: site.id, after: { ...site, parentId: parent.id } });
    return site;
  });
}
