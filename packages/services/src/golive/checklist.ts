/**
 * The go-live checklist of the actor's company (`/{module}/promote/glsteps`): computed steps read
 * from the company's data (a payee exists, an item is active, a payment was taken), the others
 * ticked by hand and saved at once (`savelist`).
 */
import {
  AppError,
  goLiveChecklist,
  goLiveProgress,
  goLiveStep,
  type GoLiveChecklistStep,
  type GoLiveFacts,
} from "@paydesk/domain";
import { GOLIVE_MESSAGES, type TGoLiveSaveRequest } from "@paydesk/validators";
import { cardPaymentsSetUp } from "../payments/gateway/registry.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../platform/context.ts";

export interface GoLiveChecklist {
  companyId: number;
  steps: GoLiveChecklistStep[];
  /** Whole percent completed. */
  progress: number;
}

/** Three existence checks on indexed columns, cheap enough to answer on every load, and the installation's gateway. */
async function goLiveFacts({ db }: ActorTxContext, companyId: number): Promise<GoLiveFacts> {
  const [payee, item, payment] = await Promise.all([
    db.settlementAccount.findFirst({ where: { companyId }, select: { id: true } }),
    db.item.findFirst({ where: { companyId, status: "ACTIVE", isDraft: false, active: true }, select: { id: true } }),
    db.payment.findFirst({ where: { order: { companyId } }, select: { id: true } }),
  ]);
  return { hasPayee: payee !== null, hasActiveItem: item !== null, hasPayment: payment !== null, cardPaymentsSetUp: cardPaymentsSetUp() };
}

async function checklistOf(ctx: ActorTxContext, companyId: number): Promise<GoLiveChecklist> {
  const [facts, ticked] = await Promise.all([
    goLiveFacts(ctx, companyId),
    ctx.db.goLiveStep.findMany({ where: { companyId }, select: { name: true } }),
  ]);
  const steps = goLiveChecklist(facts, new Set(ticked.map((row) => row.name)));
  return { companyId, steps, progress: goLiveProgress(steps) };
}

export function goLiveChecklistFor(ctx: ActorContext): Promise<GoLiveChecklist> {
  return checklistOf(ctx, ctx.actor.companyId);
}

/** Tick or untick one manual step of the actor's company; answers the whole checklist after it. */
export async function saveGoLiveStep(
  ctx: ActorContext,
  input: Pick<TGoLiveSaveRequest, "name" | "type" | "completed">,
): Promise<{ message: string; step: GoLiveChecklistStep; checklist: GoLiveChecklist }> {
  const step = goLiveStep(input.name);
  if (!step) throw new AppError("NOT_FOUND", GOLIVE_MESSAGES.unknownStep);
  if (input.type !== undefined && input.type !== step.type) throw new AppError("BAD_REQUEST", GOLIVE_MESSAGES.badType);
  if (step.type === "auto") throw new AppError("CONFLICT", GOLIVE_MESSAGES.computedStep);

  const companyId = ctx.actor.companyId;
  const checklist = await inTransaction(ctx, async (tx) => {
    const key = { companyId_name: { companyId, name: step.name } };
    // Two toggles racing both read "not ticked": the second create hits the key and answers 409 (changed meanwhile).
    const existing = await tx.db.goLiveStep.findUnique({ where: key, select: { name: true } });
    const completed = input.completed ?? !existing;
    if (completed && !existing) {
      await tx.db.goLiveStep.create({
        data: { companyId, name: step.name, completedById: ctx.actor.userId, completedAt: ctx.now() },
      });
    } else if (!completed && existing) {
      await tx.db.goLiveStep.delete({ where: key });
    }
    if (completed !== !!existing) {
      await recordAudit(tx, {
        action: completed ? "golive.step_completed" : "golive.step_reopened",
        entity: "golive_step",
        entityId: step.name,
        companyId,
      });
    }
    return checklistOf(tx, companyId);
  });
  const saved = checklist.steps.find((candidate) => candidate.name === step.name)!;
  return { message: GOLIVE_MESSAGES.saved, step: saved, checklist };
}
