import { AppError } from "@paydesk/domain";
import type { ActorContext } from "../platform/context.ts";
import type { PostAnswer } from "./types.ts";

export async function postPromotion(_ctx: ActorContext, _raw: unknown): Promise<PostAnswer> {
  throw new AppError("INTERNAL_SERVER_ERROR", "Not implemented yet.");
}
