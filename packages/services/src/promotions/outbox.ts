import { AppError } from "@paydesk/domain";
import type { TPromotionChannel } from "@paydesk/validators";
import type { ServiceContext } from "../platform/context.ts";
import type { ChannelOutboxDetail, ChannelOutboxEntry } from "./types.ts";

export async function listChannelOutbox(
  _ctx: ServiceContext,
  _input: { channel?: TPromotionChannel; cursor?: number },
): Promise<{ entries: ChannelOutboxEntry[]; nextCursor: number | null }> {
  throw new AppError("INTERNAL_SERVER_ERROR", "Not implemented yet.");
}
export async function getChannelOutboxEntry(_ctx: ServiceContext, _id: number): Promise<ChannelOutboxDetail> {
  throw new AppError("INTERNAL_SERVER_ERROR", "Not implemented yet.");
}
