/**
 * The items payable for one student (POST /parent/items/for/{studentId}?data_only=true&concrete_only=yes;
 * docs/product/terminal.md), for the office terminal's student-by-student list and for the student's
 * parent, each marked when it is already in the caller's cart for that student (the In Cart label).
 */
import type { CartPurpose, DbTx } from "@paydesk/db";
import { isControl } from "@paydesk/domain";
import type { TItemsForStudentRequest } from "@paydesk/validators";
import type { ActorTxContext } from "../../platform/context.ts";
import { payableItemsForStudent, type PayableItem } from "./payable-items.ts";
import { assertMaySeeStudent, PARENT_MODULE } from "../../students/student-access.ts";

export interface StudentItem extends PayableItem {
  inCart: boolean;
}

/** Item ids in the user's cart for this student (the cart helper owns writing carts; this only reads). */
export async function itemIdsInCart(
  db: DbTx,
  userId: number,
  purpose: CartPurpose,
  studentId: number | null,
): Promise<Set<number>> {
  const lines = await db.cartLine.findMany({
    where: { studentId, cart: { userId, purpose } },
    select: { itemId: true },
  });
  return new Set(lines.map((l) => l.itemId));
}

export async function itemsForStudent(ctx: ActorTxContext, input: TItemsForStudentRequest): Promise<StudentItem[]> {
  const { db, actor } = ctx;
  await assertMaySeeStudent(db, actor, input.module, input.studentId);
  const forParent = input.module === PARENT_MODULE;
  const [items, inCart] = await Promise.all([
    payableItemsForStudent(db, input.studentId, {
      forParent,
      concreteOnly: input.concreteOnly,
      staffReach: forParent
        ? undefined
        : { companyPath: isControl(actor) ? null : actor.companyPath, categoryIds: actor.categoryIds && [...actor.categoryIds] },
    }),
    itemIdsInCart(db, actor.userId, forParent ? "PARENT" : "TERMINAL", input.studentId),
  ]);
  return items.map((item) => ({ ...item, inCart: inCart.has(item.itemId) }));
}
