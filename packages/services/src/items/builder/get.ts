import { AppError, assertMayTouchItem, checkItemReadiness, payForItemPath } from "@paydesk/domain";
import { ITEM_FORM_MESSAGES } from "@paydesk/validators";
import { companyInScope } from "../../platform/company-scope.ts";
import { BUILDER_ITEM_SELECT, formOf } from "./form-of.ts";
import { readinessDraftOf } from "./readiness.ts";
import type { BuilderItem } from "./types.ts";
import { type ActorTxContext } from "../../platform/context.ts";

/** The edit page (/{module}/payments/edit/{itemId}): the stored item as the form holds it. */
export async function getBuilderItem(ctx: ActorTxContext, input: { itemId: number }): Promise<BuilderItem> {
  const { db, actor } = ctx;
  const item = await db.item.findUnique({ where: { id: input.itemId }, select: BUILDER_ITEM_SELECT });
  if (!item) throw new AppError("NOT_FOUND", ITEM_FORM_MESSAGES.noSuchItem);
  const { path: companyPath } = await companyInScope(db, actor, item.companyId);
  assertMayTouchItem(actor, { companyPath, categoryId: item.categoryId });
  const form = formOf(item);
  const account = (a: { number: string; name: string } | null) => (a ? `${a.number} - ${a.name}` : null);
  return {
    itemId: item.id,
    code: item.code,
    status: item.status,
    isDraft: item.isDraft,
    payForPath: payForItemPath(item.slug, item.code),
    companyId: item.companyId,
    form,
    labels: {
      coa: account(item.coa),
      subCoa: account(item.subCoa),
      students: Object.fromEntries(
        item.targets.flatMap((t) =>
          t.student && t.studentId
            ? [[t.studentId, `${t.student.lastName}, ${t.student.firstName} (${t.student.externalId})`]]
            : [],
        ),
      ),
      bundle: Object.fromEntries(item.bundleEntries.map((e) => [e.itemId, e.item.title])),
    },
    readiness: checkItemReadiness(readinessDraftOf(form)),
  };
}
