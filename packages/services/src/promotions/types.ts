import type { TPromotionChannel, TPromotionState } from "@paydesk/validators";

/** The answers of the `promotions` and `channelOutbox` routers (the contract's shapes). */
export interface ItemChoice {
  itemId: number;
  title: string;
  /** Absolute: the item's pay-for page. */
  payLink: string;
}

export interface ChannelConnections {
  facebook: { connected: boolean; pages: { pageId: string; name: string }[] };
  marketing: { lists: { listId: number; name: string }[] };
  /** The length a link counts for in a short post (the web's counter feeds it to shortPostLimit). */
  shortLinkLength: number;
}

export interface PostAnswer {
  status: "success";
  message: string;
  postId: number;
  state: "SENT" | "SCHEDULED";
  link: string | null;
}

export interface PromotionPostRow {
  postId: number;
  channel: TPromotionChannel;
  itemTitle: string;
  message: string;
  state: TPromotionState;
  scheduledAt: Date | null;
  sentAt: Date | null;
  link: string | null;
  error: string | null;
}

export interface ChannelOutboxEntry {
  id: number;
  channel: TPromotionChannel;
  /** Whom the channel posted to: the page, the list, the recipients, or the short-post account. */
  target: string;
  message: string;
  link: string;
  createdAt: Date;
  companyName: string;
}

export interface ChannelOutboxDetail extends ChannelOutboxEntry {
  subject: string | null;
  payLink: string | null;
  imageUrl: string | null;
  idempotencyKey: string;
}
