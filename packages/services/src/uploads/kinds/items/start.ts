/**
 * Starting an item upload (create-item-upload; docs/product/uploads.md: a catalog name or an item must be
 * chosen): the base item must be one the actor may touch, inside the upload's company subtree and
 * not in the trash; a catalog is a category of that company or above, or a new one created here.
 */
import type { DbTx } from "@paydesk/db";
import { AppError, assertMayUseCategory, type Actor } from "@paydesk/domain";
import { ITEM_UPLOAD_START_MESSAGES as M, type ItemUploadStartExtras, type TItemUploadStart } from "@paydesk/validators";
import { companyInScope, pathIds } from "../../../platform/company-scope.ts";
import { inTransaction, type ActorContext } from "../../../platform/context.ts";

const refuse = (field: string, message: string) => new AppError("BAD_REQUEST", message, { [field]: message });

async function baseItemOf(db: DbTx, actor: Actor, itemId: number, companyPath: string): Promise<{ id: number; categoryId: number | null }> {
  const item = await db.item.findUnique({ where: { id: itemId }, select: { id: true, status: true, categoryId: true, company: { select: { path: true } } } });
  if (!item || !item.company.path.startsWith(companyPath)) throw refuse("itemId", M.noSuchBaseItem);
  if (item.status === "TRASH") throw refuse("itemId", M.baseItemInTrash);
  assertMayUseCategory(actor, item.categoryId);
  return item;
}

async function catalogOf(db: DbTx, actor: Actor, catalogId: number, company: { path: string }): Promise<number> {
  const category = await db.category.findFirst({ where: { id: catalogId, companyId: { in: pathIds(company.path) } }, select: { id: true } });
  if (!category) throw refuse("catalogId", M.noSuchCatalog);
  assertMayUseCategory(actor, category.id);
  return category.id;
}

/** A typed catalog name: the company's category of that name, created when there is none. */
async function namedCatalog(db: DbTx, actor: Actor, name: string, company: { id: number }): Promise<number> {
  const found = await db.category.findFirst({ where: { companyId: company.id, name: { equals: name, mode: "insensitive" } }, select: { id: true } });
  if (found) {
    assertMayUseCategory(actor, found.id);
    return found.id;
  }
  // An actor limited to some categories may not open a new one (it would be outside their roles).
  assertMayUseCategory(actor, null);
  return (await db.category.create({ data: { companyId: company.id, name }, select: { id: true } })).id;
}

export async function startItemUpload(ctx: ActorContext, input: { companyId: number; options: TItemUploadStart }): Promise<{ extras: ItemUploadStartExtras & Record<string, unknown> }> {
  const { actor } = ctx;
  const { options } = input;
  return inTransaction(ctx, async (tx) => {
    const company = await companyInScope(tx.db, actor, input.companyId);
    let baseItemId: number | null = null;
    let catalogId: number | null = null;
    if (options.source === "item" && options.itemId) {
      const base = await baseItemOf(tx.db, actor, options.itemId, company.path);
      baseItemId = base.id;
    } else if (options.source === "catalog" && options.catalogId) {
      catalogId = await catalogOf(tx.db, actor, options.catalogId, company);
    } else if (options.source === "new-catalog" && options.catalogName) {
      catalogId = await namedCatalog(tx.db, actor, options.catalogName, company);
    }
    return { extras: { mode: options.mode, baseItemId, catalogId } };
  });
}
