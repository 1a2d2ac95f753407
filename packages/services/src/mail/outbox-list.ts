import type { Prisma } from "@paydesk/db";
import { accessDenied, AppError, isControlActingAsSelf, type Actor } from "@paydesk/domain";
import { OUTBOX_MESSAGES, type TOutboxFindRequest, type TOutboxStatus } from "@paydesk/validators";
import { escapeLike } from "../platform/like.ts";
import { recordAudit } from "../platform/audit.ts";
import type { ActorTxContext } from "../platform/context.ts";

/**
 * The outbox (docs/product/control-area.md), read-only. Messages carry secrets (password reset links), so
 * only control staff may read them — and reading a body is itself recorded in the audit log.
 */
export interface OutboxEntry {
  id: number;
  status: TOutboxStatus;
  to: string;
  subject: string;
  purpose: string;
  companyId: number | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface OutboxMessage extends OutboxEntry {
  text: string;
  html: string | null;
}

export interface OutboxPage {
  entries: OutboxEntry[];
  total: number;
  page: number;
  pageSize: number;
}

const ENTRY_SELECT = {
  id: true,
  status: true,
  toAddress: true,
  subject: true,
  purpose: true,
  companyId: true,
  attempts: true,
  lastError: true,
  createdAt: true,
  sentAt: true,
} as const;

type EntryRow = Prisma.OutboundEmailGetPayload<{ select: typeof ENTRY_SELECT }>;

function toEntry({ toAddress, ...row }: EntryRow): OutboxEntry {
  return { ...row, to: toAddress };
}

/** The control rung already checked this; the service repeats the domain rule since it hands out secrets. */
function requireControl(actor: Actor): void {
  if (!isControlActingAsSelf(actor)) throw accessDenied();
}

/** Newest first, optionally only messages to a recipient (part of the address, any case) or with a status. */
export async function listOutbox({ db, actor }: ActorTxContext, input: TOutboxFindRequest): Promise<OutboxPage> {
  requireControl(actor);
  const where: Prisma.OutboundEmailWhereInput = {
    ...(input.recipient ? { toAddress: { contains: escapeLike(input.recipient), mode: "insensitive" } } : {}),
    ...(input.status ? { status: input.status } : {}),
  };
  const [rows, total] = await Promise.all([
    db.outboundEmail.findMany({
      where,
      select: ENTRY_SELECT,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
    db.outboundEmail.count({ where }),
  ]);
  return { entries: rows.map(toEntry), total, page: input.page, pageSize: input.pageSize };
}

/** One message with its body, on demand. */
export async function getOutboxMessage(ctx: ActorTxContext, id: number): Promise<OutboxMessage> {
  const { db, actor } = ctx;
  requireControl(actor);
  const row = await db.outboundEmail.findUnique({ where: { id }, select: { ...ENTRY_SELECT, textBody: true, htmlBody: true } });
  if (!row) throw new AppError("NOT_FOUND", OUTBOX_MESSAGES.noSuchMessage);
  await recordAudit(ctx, {
    action: "mail.outbox_message_read",
    entity: "outbound_email",
    entityId: id,
    companyId: row.companyId,
  });
  const { textBody, htmlBody, ...entry } = row;
  return { ...toEntry(entry), text: textBody, html: htmlBody };
}
