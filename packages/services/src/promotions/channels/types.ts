import type { DbTx } from "@paydesk/db";
import type { TPromotionChannel } from "@paydesk/validators";

/** One post as a channel adapter sends it. */
export interface ChannelDelivery {
  /** The same for every attempt at one post: the channel records a key once (postIdempotencyKey). */
  idempotencyKey: string;
  companyId: number;
  companyName: string;
  message: string;
  subject: string | null;
  payLink: string;
  imageUrl: string | null;
  /** Facebook: the page. */
  pageId: string | null;
  /** Mail: the addresses. */
  recipients: string[];
  /** Marketing: the service's list id and its name. */
  list: { externalId: string; name: string } | null;
}

/** What a channel answered for a post: its id and a link that shows the post. */
export interface ChannelReceipt {
  externalId: string;
  link: string;
}

export interface ChannelAdapter {
  channel: TPromotionChannel;
  /** Send the post; throws ChannelFailure when the channel refused or could not be reached. */
  deliver(delivery: ChannelDelivery): Promise<ChannelReceipt>;
  /**
   * Work done in the transaction that records the post SENT, so it happens once with it (mail:
   * the product's outbox rows for the recipients).
   */
  onSent?(tx: DbTx, delivery: ChannelDelivery): Promise<void>;
}
