/**
 * What a parent can pay for ("make a payment"): per student, the items whose targets pick
 * that student; and the general items open to the parent (no targets: everyone) of their
 * students' schools, the parent's own company and the companies above them, paid without naming a
 * student. Only items open to signed-in payers: active, visible in the Payment Center, available
 * to users, not guest-only, not sold out; multi-item packages' abstract parents are left out.
 * Untargeted items are listed once, in the general list, not again under every student.
 */
import type { TParentItemsRequest } from "@paydesk/validators";
import { pathIds } from "../platform/company-scope.ts";
import type { ActorTxContext } from "../platform/context.ts";
import { itemIdsInCart } from "../items/catalog/items-for.ts";
import { payableItemsForStudent, untargetedPayableItems, type PayableItem } from "../items/catalog/payable-items.ts";
import { ownStudents, type ParentStudentView } from "./students.ts";

export interface ParentItem extends PayableItem {
  inCart: boolean;
}

export interface GeneralParentItem extends ParentItem {
  /**
   * The parent's students the item reaches (those at or below its company): an untargeted item
   * is open to every student there, so the parent names which one it is for, or none.
   */
  studentIds: number[];
}

export interface ParentItems {
  students: { student: ParentStudentView; items: ParentItem[] }[];
  /** Empty when one student was asked for. */
  general: GeneralParentItem[];
}

const PARENT_FILTER = { forParent: true, concreteOnly: true } as const;

export async function parentItems(ctx: ActorTxContext, input: TParentItemsRequest): Promise<ParentItems> {
  const { db, actor } = ctx;
  const students = await ownStudents(ctx, input.studentId);
  const marked = async (items: PayableItem[], studentId: number | null): Promise<ParentItem[]> => {
    const inCart = await itemIdsInCart(db, actor.userId, "PARENT", studentId);
    return items.map((item) => ({ ...item, inCart: inCart.has(item.itemId) }));
  };
  const perStudent = await Promise.all(
    students.map(async (student) => ({
      student,
      items: await marked(
        await payableItemsForStudent(db, student.studentId, { ...PARENT_FILTER, targetedOnly: true }),
        student.studentId,
      ),
    })),
  );
  if (input.studentId !== undefined) return { students: perStudent, general: [] };
  const companies = await db.company.findMany({
    where: { id: { in: [actor.companyId, ...students.map((s) => s.schoolId)] } },
    select: { id: true, path: true },
  });
  const companyIds = [...new Set(companies.flatMap((c) => pathIds(c.path)))];
  const schoolPath = new Map(companies.map((c) => [c.id, pathIds(c.path)]));
  const general = await marked(await untargetedPayableItems(db, companyIds, PARENT_FILTER), null);
  return {
    students: perStudent,
    general: general.map((item) => ({
      ...item,
      studentIds: students.filter((s) => schoolPath.get(s.schoolId)?.includes(item.companyId)).map((s) => s.studentId),
    })),
  };
}
