/**
 * One collections row for an action, read under a row lock on its source so an action and a
 * payment of the rest (which locks the order too), or two clicks at once, take turns: the second
 * sees what the first did.
 */
import { AppError } from "@paydesk/domain";
import { Prisma } from "@paydesk/db";
import { COLLECTION_MESSAGES, type TCollectionRef } from "@paydesk/validators";
import type { TxContext } from "../platform/context.ts";
import { type DueRow, dueRows } from "./due-rows.ts";

const SOURCE_TABLE = {
  PARTIAL_ORDER: Prisma.sql`orders`,
  FAILED_CHARGE: Prisma.sql`series_occurrences`,
  RETURNED_CHECK: Prisma.sql`check_returns`,
} as const;

/** The row still due, locked; 404 when its source does not exist, 409 when it is no longer due. */
export async function lockDueRow(tx: TxContext, ref: TCollectionRef): Promise<DueRow> {
  const locked = await tx.db.$queryRaw<{ id: number }[]>`SELECT id FROM ${SOURCE_TABLE[ref.source]} WHERE id = ${ref.sourceId} FOR UPDATE`;
  if (locked.length === 0) throw new AppError("NOT_FOUND", COLLECTION_MESSAGES.unknown);
  const [row] = await dueRows(tx.db, { ref });
  if (!row) throw new AppError("CONFLICT", COLLECTION_MESSAGES.notDue);
  return row;
}

