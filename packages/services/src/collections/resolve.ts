import { isUniqueViolation } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import { COLLECTION_MESSAGES, type TCollectionRef, type TCollectionResolution } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import { type ActorContext, inTransaction } from "../platform/context.ts";
import { lockDueRow } from "./locate.ts";

export interface ResolveCollectionInput extends TCollectionRef {
  resolution: TCollectionResolution;
  memo: string;
}

/**
 * Marks one row collected (paid outside the product) or written off, with the memo: the row
 * leaves the list. The source itself is left as it is (a written-off partial order stays PARTIAL
 * with what it was paid), so the books keep saying what really came in.
 */
export async function resolveCollection(ctx: ActorContext, input: ResolveCollectionInput): Promise<{ message: string }> {
  return inTransaction(ctx, async (tx) => {
    const row = await lockDueRow(tx, input);
    try {
      await tx.db.collectionOutcome.create({
        data: {
          source: input.source,
          sourceId: input.sourceId,
          companyId: row.companyId,
          resolution: input.resolution,
          amountCents: row.amountCents,
          memo: input.memo,
          resolvedById: ctx.actor.userId,
        },
      });
    } catch (error) {
      throw isUniqueViolation(error) ? new AppError("CONFLICT", COLLECTION_MESSAGES.notDue) : error;
    }
    await recordAudit(tx, {
      action: input.resolution === "COLLECTED" ? "collections.collected" : "collections.written_off",
      entity: "collection",
      entityId: `${input.source}:${input.sourceId}`,
      companyId: row.companyId,
      after: { source: input.source, sourceId: input.sourceId, orderId: row.orderId, amountCents: row.amountCents, memo: input.memo },
    });
    return { message: input.resolution === "COLLECTED" ? COLLECTION_MESSAGES.collected : COLLECTION_MESSAGES.writtenOff };
  });
}
