import { randomBytes } from "node:crypto";
import type { Prisma } from "@paydesk/db";
import { recordAudit } from "../../platform/audit.ts";
import { inTransaction, type ActorContext } from "../../platform/context.ts";
import { kindOf, parseKindOptions } from "./batch.ts";

export interface StartUploadInput {
  kind: string;
  /** Already checked by the start rung (loadUploadTarget, then the domain's mayWorkOnUpload). */
  companyId: number;
  options?: unknown;
}

/** 32 url-safe characters from 24 random bytes: a key nobody guesses. */
const newTableKey = (): string => randomBytes(24).toString("base64url");

/**
 * Open a batch: the kind checks its start options and the company (answering extras such as the
 * items' base item), then the batch is written with the options and extras it will keep.
 */
export async function startUpload(ctx: ActorContext, input: StartUploadInput): Promise<{ tableKey: string; extras: Record<string, unknown> }> {
  const kind = kindOf(input.kind);
  const options = parseKindOptions(kind.startOptions, input.options);
  const { extras = {} } = await kind.start(ctx, { companyId: input.companyId, options });
  const tableKey = newTableKey();
  const stored = { ...(options as object), ...extras } as Prisma.InputJsonValue;
  await inTransaction(ctx, async (tx) => {
    const batch = await tx.db.uploadBatch.create({
      data: { tableKey, kind: kind.kind, companyId: input.companyId, createdBy: ctx.actor.userId, options: stored },
    });
    await recordAudit(tx, { action: "upload.start", entity: "upload_batch", entityId: batch.id, companyId: input.companyId, after: { kind: kind.kind, options: stored } });
  });
  return { tableKey, extras };
}
