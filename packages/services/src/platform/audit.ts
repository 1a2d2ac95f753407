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

/** Who did it and from where: passed down from the request to every write. */
export interface AuditSource {
  actor: Pick<Actor, "userId" | "realUserId" | "companyId"> | null;
  ip?: string | null;
}

/** Append one event. Call it with the same transaction as the write it records. */
export async function recordAudit(tx: DbTx, source: AuditSource, event: AuditInput): Promise<void> {
  await tx.auditEvent.create({
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
