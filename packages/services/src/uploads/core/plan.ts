import type { ActorContext } from "../../platform/context.ts";
import { checkContextOf, kindOf, parseKindOptions, type UploadBatchState } from "./batch.ts";
import type { UploadPlan } from "./kind.ts";
import { countStagedRows } from "./rows.ts";

/**
 * What processing will do, before it runs. The kind plans creates, updates, skips and purges;
 * `total` and `invalid` are the pipeline's own counts of the staged rows, so every kind agrees.
 */
export async function planUpload(ctx: ActorContext, batch: UploadBatchState, options: unknown): Promise<UploadPlan> {
  const kind = kindOf(batch.kind);
  const parsed = parseKindOptions(kind.processOptions, options);
  const plan = await kind.plan(checkContextOf(ctx, batch), parsed);
  return { ...plan, ...(await countStagedRows(ctx.db, batch.id)) };
}
