import type { TPromotionChannel, TPromotionState } from "@paydesk/validators";

type DbChannel = "FACEBOOK" | "MAIL" | "MARKETING" | "SHORT";

export const toDbChannel = (channel: TPromotionChannel): DbChannel => channel.toUpperCase() as DbChannel;
export const fromDbChannel = (channel: DbChannel): TPromotionChannel => channel.toLowerCase() as TPromotionChannel;
export const fromDbState = (state: string): TPromotionState => state as TPromotionState;
