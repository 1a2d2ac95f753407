import { AppError } from "@paydesk/domain";
import type { ActorContext } from "../platform/context.ts";
import type { ItemChoice } from "./types.ts";

export async function listItemChoices(_ctx: ActorContext, _input: { search?: string }): Promise<{ items: ItemChoice[] }> {
  throw new AppError("INTERNAL_SERVER_ERROR", "Not implemented yet.");
}
