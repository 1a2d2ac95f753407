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
  const { db } = ctx;
  const source = ctx;
  await db.auditEvent.create({
    data: {
      actorId: source.actor?.userId ?? null,
      realActorId: source.actor?.realUserId ?? null,
      companyId: event.companyId ?? source.actor?.companyId ?? null,
      action: event.action,
      entity: event.entity,
      entityId: event.entityId == null ? null : String(event.entityId),
      before: event.before ?? undefined,
      after: event.after ?? undefined,
      ip: source.ip ?? null,
    },
  });
}
