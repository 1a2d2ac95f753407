import { AppError } from "@paydesk/domain";
import type { ActorContext } from "../platform/context.ts";
import type { ChannelConnections } from "./types.ts";

export async function getChannelConnections(_ctx: ActorContext): Promise<ChannelConnections> {
  throw new AppError("INTERNAL_SERVER_ERROR", "Not implemented yet.");
}
export async function connectFacebook(_ctx: ActorContext, _userAccessToken: string): Promise<{ pages: { pageId: string; name: string }[] }> {
  throw new AppError("INTERNAL_SERVER_ERROR", "Not implemented yet.");
}
export async function createMarketingList(_ctx: ActorContext, _name: string): Promise<{ listId: number; name: string }> {
  throw new AppError("INTERNAL_SERVER_ERROR", "Not implemented yet.");
}
