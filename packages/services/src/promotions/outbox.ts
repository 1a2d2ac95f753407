import { AppError } from "@paydesk/domain";
import { PROMOTION_LIST_PAGE_SIZE, PROMOTION_MESSAGES, type TPromotionChannel } from "@paydesk/validators";
import type { ServiceContext } from "../platform/context.ts";
import { channelPostLink } from "./channels/index.ts";
import { fromDbChannel, toDbChannel } from "./mapping.ts";
import type { ChannelOutboxDetail, ChannelOutboxEntry } from "./types.ts";

const SELECT = {
  id: true,
  channel: true,
  target: true,
  message: true,
  createdAt: true,
  company: { select: { name: true } },
} as const;

type Row = { id: number; channel: "FACEBOOK" | "MAIL" | "MARKETING" | "SHORT"; target: string; message: string; createdAt: Date; company: { name: string } | null };

function entryOf(row: Row, appUrl: string): ChannelOutboxEntry {
  return {
    id: row.id,
    channel: fromDbChannel(row.channel),
    target: row.target,
    message: row.message,
    link: channelPostLink(appUrl, row.id),
    createdAt: row.createdAt,
    companyName: row.company?.name ?? "",
  };
}

/** What the channels received, newest first, one page at a time (control's outbox, channel tab). */
export async function listChannelOutbox(
  { db, appUrl }: ServiceContext,
  input: { channel?: TPromotionChannel; cursor?: number },
): Promise<{ entries: ChannelOutboxEntry[]; nextCursor: number | null }> {
  const rows = await db.channelOutboxEntry.findMany({
    where: { ...(input.channel ? { channel: toDbChannel(input.channel) } : {}), ...(input.cursor ? { id: { lt: input.cursor } } : {}) },
    orderBy: { id: "desc" },
    take: PROMOTION_LIST_PAGE_SIZE + 1,
    select: SELECT,
  });
  const page = rows.slice(0, PROMOTION_LIST_PAGE_SIZE);
  return { entries: page.map((row) => entryOf(row, appUrl)), nextCursor: rows.length > PROMOTION_LIST_PAGE_SIZE ? page[page.length - 1]!.id : null };
}

export async function getChannelOutboxEntry({ db, appUrl }: ServiceContext, id: number): Promise<ChannelOutboxDetail> {
  const row = await db.channelOutboxEntry.findUnique({
    where: { id },
    select: { ...SELECT, subject: true, payLink: true, imageUrl: true, idempotencyKey: true },
  });
  if (!row) throw new AppError("NOT_FOUND", PROMOTION_MESSAGES.noSuchOutboxEntry);
  return { ...entryOf(row, appUrl), subject: row.subject, payLink: row.payLink, imageUrl: row.imageUrl, idempotencyKey: row.idempotencyKey };
}

/** The public page of one post (`/e/post/{id}`): what was posted and the pay link, nothing else. */
export async function readPublicChannelPost({ db }: Pick<ServiceContext, "db">, id: number) {
  return db.channelOutboxEntry.findUnique({
    where: { id },
    select: { channel: true, subject: true, message: true, payLink: true, imageUrl: true, createdAt: true, company: { select: { name: true } } },
  });
}
