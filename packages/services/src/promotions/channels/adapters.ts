/**
 * One adapter per channel (docs/product/dashboard-images-promotions.md), each speaking its service's protocol
 * over HTTP to channelsUrl() (the built-in simulator unless CHANNELS_URL names another). The paths mirror the
 * real services' shapes: a page feed, a marketing campaign to a list, a status update, a message.
 */
import type { TPromotionChannel } from "@paydesk/validators";
import { queueEmails } from "../../platform/mail/send.ts";
import { answerString, callChannel } from "./http.ts";
import type { ChannelAdapter, ChannelDelivery, ChannelReceipt } from "./types.ts";

const common = (delivery: ChannelDelivery) => ({
  idempotencyKey: delivery.idempotencyKey,
  account: String(delivery.companyId),
  message: delivery.message,
  link: delivery.payLink,
  imageUrl: delivery.imageUrl,
});

const receipt = (answer: Record<string, unknown>): ChannelReceipt => ({ externalId: answerString(answer, "id"), link: answerString(answer, "permalink") });

const facebook: ChannelAdapter = {
  channel: "facebook",
  async deliver(delivery) {
    const pageId = encodeURIComponent(delivery.pageId ?? "");
    return receipt(await callChannel(`/facebook/pages/${pageId}/feed`, common(delivery)));
  },
};

const marketing: ChannelAdapter = {
  channel: "marketing",
  async deliver(delivery) {
    const body = { ...common(delivery), subject: delivery.subject, listId: delivery.list?.externalId, listName: delivery.list?.name };
    return receipt(await callChannel("/marketing/campaigns", body));
  },
};

const short: ChannelAdapter = {
  channel: "short",
  async deliver(delivery) {
    return receipt(await callChannel("/short/statuses", common(delivery)));
  },
};

/**
 * Gmail compose: the message is recorded at the channel (so the channel tab and the post's link
 * show it like any other post), and the e-mails themselves go through the product's own mail
 * outbox, queued in the transaction that marks the post SENT: one set of e-mails per post.
 */
const mail: ChannelAdapter = {
  channel: "mail",
  async deliver(delivery) {
    const body = { ...common(delivery), subject: delivery.subject, recipients: delivery.recipients };
    return receipt(await callChannel("/mail/messages", body));
  },
  async onSent(tx, delivery) {
    const text = `${delivery.message}\n\nPay here: ${delivery.payLink}\n`;
    await queueEmails(
      tx,
      delivery.recipients.map((to) => ({ to, subject: delivery.subject ?? "", text, purpose: "promotion", companyId: delivery.companyId })),
    );
  },
};

const ADAPTERS: Record<TPromotionChannel, ChannelAdapter> = { facebook, mail, marketing, short };

export function channelAdapter(channel: TPromotionChannel): ChannelAdapter {
  return ADAPTERS[channel];
}

/** `facebook/confirm`: the pages the user's token manages. */
export async function facebookPagesFor(userAccessToken: string): Promise<{ pageId: string; name: string }[]> {
  const answer = await callChannel("/facebook/oauth/pages", { userAccessToken });
  const pages = Array.isArray(answer.pages) ? (answer.pages as Record<string, unknown>[]) : [];
  return pages.map((page) => ({ pageId: answerString(page, "id"), name: answerString(page, "name") }));
}

/** `create/cc*`: a new list at the marketing service; answers the service's id of it. */
export async function createListAtMarketingService(companyId: number, name: string): Promise<string> {
  return answerString(await callChannel("/marketing/lists", { account: String(companyId), name }), "id");
}
