/**
 * The builder's pick lists for one company (the actor's own unless named): everything the form's
 * ids may point at, by the same rules references.ts checks on save.
 */
import type { TItemBuilderOptionsRequest } from "@paydesk/validators";
import { companyInScope, pathIds } from "../../platform/company-scope.ts";
import type { ActorTxContext } from "../../platform/context.ts";
import { groupsVisibleFromWhere } from "../../groups/visible.ts";
import { subtreeGrades, subtreeTeachers } from "../../students/grades.ts";
import { imageUrl } from "./images.ts";
import { paymentDefaultsOf } from "./payment-settings.ts";
import type { ItemBuilderOptions } from "./types.ts";

/** The payees listed are the ones the item may pay into; the account pickers then ask for the chosen payee's accounts. */
export async function getItemBuilderOptions(ctx: ActorTxContext, input: TItemBuilderOptionsRequest): Promise<ItemBuilderOptions> {
  const { db, actor } = ctx;
  const scoped = await companyInScope(db, actor, input.companyId);
  const above = { in: pathIds(scoped.path) };
  const subtree = { path: { startsWith: scoped.path } };
  const restricted = actor.categoryIds ? { id: { in: [...actor.categoryIds] } } : {};
  const [company, categories, settlementAccounts, images, soldOutMessages, groups, sites, gradeList, teacherList] = await Promise.all([
    db.company.findUniqueOrThrow({
      where: { id: scoped.id },
      select: { id: true, name: true, defaultTaxHundredths: true, feeBehaviour: true, defaultItemFeeCents: true },
    }),
    db.category.findMany({ where: { companyId: above, ...restricted }, select: { id: true, name: true }, orderBy: [{ name: "asc" }, { id: "asc" }] }),
    db.settlementAccount.findMany({
      where: { companyId: above },
      select: { id: true, name: true, cardRateHundredths: true, cardFixedFeeCents: true },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    }),
    db.image.findMany({ where: { companyId: scoped.id }, select: { id: true, name: true, contentType: true }, orderBy: [{ name: "asc" }, { id: "asc" }] }),
    db.soldOutMessage.findMany({ where: { companyId: scoped.id }, select: { id: true, text: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.studentGroup.findMany({ where: groupsVisibleFromWhere(scoped.path), select: { id: true, name: true, isSmart: true }, orderBy: [{ name: "asc" }, { id: "asc" }] }),
    db.company.findMany({
      where: { ...subtree, kind: { in: ["SCHOOL", "DISTRICT"] } },
      select: { id: true, name: true, kind: true },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    }),
    subtreeGrades(db, scoped.path),
    subtreeTeachers(db, scoped.path),
  ]);
  return {
    company: paymentDefaultsOf(company),
    categories,
    settlementAccounts,
    images: images.map((i) => ({ ...i, url: imageUrl(i.id) })),
    soldOutMessages,
    groups,
    sites,
    grades: gradeList,
    teachers: teacherList,
  };
}
