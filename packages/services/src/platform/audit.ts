import type { DbTx, Prisma } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";

export interface AuditInput {
  action: string;
  entity: string;
  entityId?: string | number | null;
  companyId?: number | null;
  before?: Prisma.InputJsonValue | null;
  after?: Prisma.InputJsonValue | null;
}

/** Who did it and from where. */
export interface AuditSource {
  actor: Pick<Actor, "userId" | "realUserId" | "companyId"> | null;
  ip?: string | null;
}

/** What the audit needs of a service context: the transaction to write in, who acts and from where. */
export interface AuditContext extends AuditSource {
  db: DbTx;
}

/**
 * Append one event, in the same transaction as the write it records. Actor and address come from
 * the service context, so no caller can forget the IP. A write made for someone else than the
 * context's actor (a failed sign-in names nobody) passes `{ ...ctx, actor }`.
 */
export async function recordAudit(ctx: AuditContext, event: AuditInput): Promise<void> {
  await ctx.db.auditEvent.create({
    data: { ...auditColumns(ctx, event), before: event.before ?? undefined, after: event.after ?? undefined },
  });
}

/**
 * An event's columns besides its JSON, for a hot path that writes its audit rows inside a larger
 * statement (checkout's order statement) instead of through recordAudit.
 */
export function auditColumns(source: AuditSource, event: Pick<AuditInput, "action" | "entity" | "entityId" | "companyId">) {
  return {
    actorId: source.actor?.userId ?? null,
    realActorId: source.actor?.realUserId ?? null,
    companyId: event.companyId ?? source.actor?.companyId ?? null,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId == null ? null : String(event.entityId),
    ip: source.ip ?? null,
  };
}
