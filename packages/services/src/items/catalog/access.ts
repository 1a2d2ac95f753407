/**
 * Which items an actor may act on: those of companies in their subtree (control staff reach every
 * company) and, for an actor limited to categories, only items of those categories. Every mass
 * action loads its items through `itemsForAction`, so the rule is enforced once, server-side.
 */
import { AppError, assertMayTouchItem, type Actor } from "@paydesk/domain";
import { ITEM_FORM_MESSAGES } from "@paydesk/validators";
import { itemRecordSelect, type ItemRecord } from "./view.ts";
import { type ActorTxContext } from "../../platform/context.ts";

/** Prisma filter: items the actor's category restriction lets them see (none for an empty list). */
export function categoryWhere(actor: Pick<Actor, "categoryIds">) {
  return actor.categoryIds === null ? {} : { categoryId: { in: [...actor.categoryIds] } };
}

export const noSuchItem = () => new AppError("NOT_FOUND", ITEM_FORM_MESSAGES.noSuchItem);

/** The domain's item rule and refusal, for a row that carries its company. */
export function assertItemAllowed(actor: Actor, item: { categoryId: number | null; company: { path: string } }): void {
  assertMayTouchItem(actor, { companyPath: item.company.path, categoryId: item.categoryId });
}

/**
 * The items named by code, in the order asked, each checked with `assertItemAllowed`. An unknown
 * code refuses the whole request: a mass action either applies to every chosen item or to none.
 */
export async function itemsForAction(ctx: ActorTxContext, codes: readonly string[]): Promise<ItemRecord[]> {
  const { db, actor } = ctx;
  const unique = [...new Set(codes)];
  const rows = await db.item.findMany({ where: { code: { in: unique } }, select: itemRecordSelect });
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return unique.map((code) => {
    const row = byCode.get(code);
    if (!row) throw noSuchItem();
    assertItemAllowed(actor, row);
    return row;
  });
}

export async function itemForAction(ctx: ActorTxContext, code: string): Promise<ItemRecord> {
  const [item] = await itemsForAction(ctx, [code]);
  if (!item) throw noSuchItem();
  return item;
}

/**
 * Turns an unexpected failure into the product's fixed message for the action
 * (docs/product/items-and-fees.md); refusals pass unchanged.
 */
export async function failingWith<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The cause stays attached for the server's log; the caller only sees the product's fixed message.
    throw Object.assign(new AppError("INTERNAL_SERVER_ERROR", message), { cause: error });
  }
}
