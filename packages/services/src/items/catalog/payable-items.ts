/**
 * Which items a student can be paid for (/parent/items/for/{studentId}, docs/product/items-and-fees.md), read
 * from what the item builder stored in `item_targets`. One statement:
 *
 * - the item belongs to the student's company or a company above it (a district's item reaches
 *   its schools' students);
 * - it is payable: active, out of draft, not in the trash, not sold out; for a parent also
 *   visible in the Payment Center, open to signed-in users and not guest-checkout-only;
 * - it has no targets (everyone), or one target matches the student: the student; their grade or
 *   teacher (trimmed, any case); their school; a district above them; or a group they are in
 *   (listed, or picked by a smart group's rules: the groups' one membership test,
 *   services/groups/membership-sql.ts).
 * - multi-item packages are abstract parents (their contents are what is bought): `concreteOnly`
 *   leaves them out.
 */
import type { DbTx } from "@paydesk/db";
import type { AmountType, FeeType, ItemTypeName } from "@paydesk/validators";
import { escapeLike } from "../../platform/like.ts";
import { runHot } from "../../platform/sql.ts";
import { groupHasMemberSql } from "../../groups/membership-sql.ts";
import { amountTypeMap, feeTypeMap, itemTypeMap } from "../mapping.ts";

export interface PayableItem {
  itemId: number;
  code: string;
  title: string;
  type: ItemTypeName;
  amountType: AmountType;
  amountCents: number;
  feeType: FeeType;
  feeCents: number;
  /** Null when the quantity is not limited. */
  quantityLeft: number | null;
  companyId: number;
  payeeId: number | null;
}

export interface PayableItemFilter {
  /** The parent area's rules: visible, available to users, not guest-only. */
  forParent: boolean;
  concreteOnly: boolean;
  /** Only items whose targets pick the student (the parent page lists untargeted ones apart). */
  targetedOnly?: boolean;
  /**
   * Terminal staff sell only what they may touch (the cart's rule, domain `cartItemAccess`): items
   * of their subtree (`companyPath`, null for control staff: everywhere) and, for a role limited
   * to categories, of those categories. A district's item for a school's student is the
   * district's staff's to sell.
   */
  staffReach?: { companyPath: string | null; categoryIds: readonly number[] | null };
}

/** disable_guest 2: guest checkout only, never shown to signed-in payers (docs/product/items-and-fees.md). */
const GUEST_ONLY = 2;

/** Group targets: the group's one membership test (listed members, or a smart group's rules). */
const IN_TARGET_GROUP = groupHasMemberSql({
  groupId: "g.id",
  isSmart: "g.is_smart",
  rules: "g.rules",
  ownerPath: "gc.path",
  studentId: "s.id",
  grade: "s.grade",
  studentPath: "s.path",
});

const TARGET_MATCHES = `
  (t.kind = 'STUDENT' AND t.student_id = s.id)
  OR (t.kind = 'GRADE' AND lower(trim(t.value)) = lower(trim(s.grade)))
  OR (t.kind = 'TEACHER' AND lower(trim(t.value)) = lower(trim(s.teacher)))
  OR (t.kind = 'SCHOOL' AND t.target_company_id = s.company_id)
  OR (t.kind = 'DISTRICT' AND t.target_company_id = ANY(s.ancestor_ids))
  OR (t.kind = 'GROUP' AND ${IN_TARGET_GROUP})`;

/** Conditions on `items i` every payable item meets, besides where it may come from. */
function payableConditions(filter: Omit<PayableItemFilter, "targetedOnly">): string[] {
  const where = [
    "i.status = 'ACTIVE'",
    "i.active",
    "NOT i.is_draft",
    "(i.quantity_available = 0 OR i.quantity_sold < i.quantity_available)",
  ];
  if (filter.forParent) where.push("i.visible", "i.available_to_users", `i.disable_guest <> ${GUEST_ONLY}`);
  if (filter.concreteOnly) where.push("i.type <> 'MULTI'");
  return where;
}

const UNTARGETED = "NOT EXISTS (SELECT 1 FROM item_targets t WHERE t.item_id = i.id)";

const ITEM_COLUMNS = `i.id AS "itemId", i.code, i.title, i.type::text AS type, i.amount_type::text AS "amountType",
  i.amount_cents AS "amountCents", i.fee_type::text AS "feeType", i.fee_cents AS "feeCents",
  CASE WHEN i.quantity_available = 0 THEN NULL ELSE i.quantity_available - i.quantity_sold END AS "quantityLeft",
  i.company_id AS "companyId", i.settlement_account_id AS "payeeId"`;

/** The staff reach as conditions on `items i`, its values numbered from $2 ($1 is the student). */
function reachConditions(reach: PayableItemFilter["staffReach"]): { where: string[]; values: unknown[] } {
  const where: string[] = [];
  const values: unknown[] = [];
  if (!reach) return { where, values };
  if (reach.companyPath !== null) {
    values.push(`${escapeLike(reach.companyPath)}%`);
    where.push(`EXISTS (SELECT 1 FROM companies ic WHERE ic.id = i.company_id AND ic.path LIKE $${values.length + 1})`);
  }
  if (reach.categoryIds !== null) {
    values.push([...reach.categoryIds]);
    where.push(`i.category_id = ANY($${values.length + 1}::int[])`);
  }
  return { where, values };
}

function studentStatement(filter: PayableItemFilter, reachWhere: string[]): string {
  const targeted = `EXISTS (
      SELECT 1 FROM item_targets t
      LEFT JOIN student_groups g ON g.id = t.group_id
      LEFT JOIN companies gc ON gc.id = g.company_id
      WHERE t.item_id = i.id AND (${TARGET_MATCHES}))`;
  const where = ["i.company_id = ANY(s.ancestor_ids)", ...payableConditions(filter), ...reachWhere];
  where.push(filter.targetedOnly ? targeted : `(${UNTARGETED} OR ${targeted})`);
  // MATERIALIZED: the path cast must see only this student's company. Inlined, the planner may
  // test items against every company's path before the student filter, and one path that is not
  // yet a list of ids (a company mid-creation) fails the whole query.
  return `
    WITH s AS MATERIALIZED (
      SELECT st.id, st.company_id, st.grade, st.teacher, c.path,
             string_to_array(trim(both '/' from c.path), '/')::int[] AS ancestor_ids
      FROM students st JOIN companies c ON c.id = st.company_id
      WHERE st.id = $1
    )
    SELECT ${ITEM_COLUMNS}
    FROM s JOIN items i ON ${where.join(" AND ")}
    ORDER BY i.title, i.id`;
}

interface PayableRow extends Omit<PayableItem, "type" | "amountType" | "feeType"> {
  type: Parameters<typeof itemTypeMap.fromDb>[0];
  amountType: Parameters<typeof amountTypeMap.fromDb>[0];
  feeType: Parameters<typeof feeTypeMap.fromDb>[0];
}

const fromRow = (r: PayableRow): PayableItem => ({
  ...r,
  type: itemTypeMap.fromDb(r.type),
  amountType: amountTypeMap.fromDb(r.amountType),
  feeType: feeTypeMap.fromDb(r.feeType),
});

export async function payableItemsForStudent(db: DbTx, studentId: number, filter: PayableItemFilter): Promise<PayableItem[]> {
  const reach = reachConditions(filter.staffReach);
  return (await runHot<PayableRow>(db, { text: studentStatement(filter, reach.where) }, [studentId, ...reach.values])).map(
    fromRow,
  );
}

/**
 * Items with no targets (open to everyone) owned by the given companies: the parent page's items
 * paid without naming a student.
 */
export async function untargetedPayableItems(
  db: DbTx,
  companyIds: readonly number[],
  filter: Omit<PayableItemFilter, "targetedOnly">,
): Promise<PayableItem[]> {
  const where = ["i.company_id = ANY($1::int[])", ...payableConditions(filter), UNTARGETED];
  const text = `SELECT ${ITEM_COLUMNS} FROM items i WHERE ${where.join(" AND ")} ORDER BY i.title, i.id`;
  return (await runHot<PayableRow>(db, { text }, [[...companyIds]])).map(fromRow);
}
