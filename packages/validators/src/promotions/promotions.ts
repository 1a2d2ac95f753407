/**
 * Promotions (promote screens, scheduled posts, the short post and channel posts:
 * docs/product/dashboard-images-promotions.md): the product's messages, the post
 * form per channel and the requests of the `promotions` and `channelOutbox` routers.
 */
import { z } from "zod";
import { recordIdWithMessage, ZModuleScoped } from "../common.ts";
import { IMAGE_MESSAGES } from "../items/builder.ts";
import { ITEM_FORM_MESSAGES } from "../items/item.ts";
import { SHORT_LINK_LENGTH, shortPostLength, shortPostLimit } from "./short-post.ts";

export const PROMOTION_MESSAGES = {
  /** Quoted exactly. */
  saveFailed: "Error in saving. Please double check your form before submitting",
  /** Quoted exactly. */
  saved: "Saved",
  /** Quoted exactly: the page connection (`facebook/confirm`) failed. */
  facebookLoginFailed: "Something went wrong while logging into Facebook. Please try again.",
  /** Quoted exactly: the short post could not be sent. */
  shortPostFailed: "Something went wrong while posting to Twitter. Please try again.",
  /** Our wording from here on: the product fixes none (it states the rule). */
  scheduleInPast: "The scheduled time must be in the future.",
  scheduleInvalid: "Choose a valid date and time.",
  messageRequired: "Write a message.",
  itemRequired: "Choose an item.",
  pageRequired: "Choose a page.",
  subjectRequired: "Write a subject.",
  recipientsRequired: "Add at least one recipient.",
  recipientInvalid: "Every recipient must be a valid e-mail address.",
  tooManyRecipients: "A message goes to at most 100 recipients.",
  listRequired: "Choose a list.",
  listNameRequired: "Give the list a name.",
  shortPostTooLong: "The post is longer than a short post allows.",
  channelUnknown: "Choose a channel.",
  /** A channel other than the short post failed (the product fixes a message for that one only). */
  postFailed: "Something went wrong while posting. Please try again.",
  noSuchItem: ITEM_FORM_MESSAGES.noSuchItem,
  noSuchPage: "That page is not connected. Connect the page first.",
  noSuchList: "No such list.",
  noSuchImage: IMAGE_MESSAGES.noSuchImage,
  noSuchPost: "No such post.",
  notScheduled: "Only a scheduled post can be cancelled.",
  cancelled: "Cancelled",
  noSuchOutboxEntry: "No such channel post.",
} as const;

export const PROMOTION_CHANNELS = ["facebook", "mail", "marketing", "short"] as const;
export const ZPromotionChannel = z.enum(PROMOTION_CHANNELS, { error: PROMOTION_MESSAGES.channelUnknown });
export type TPromotionChannel = z.infer<typeof ZPromotionChannel>;

export const PROMOTION_STATES = ["SCHEDULED", "SENDING", "SENT", "FAILED", "CANCELLED"] as const;
export type TPromotionState = (typeof PROMOTION_STATES)[number];

export const PROMOTION_MESSAGE_MAX = 5000;
export const PROMOTION_SUBJECT_MAX = 200;
export const PROMOTION_RECIPIENTS_MAX = 100;
export const PROMOTION_LIST_PAGE_SIZE = 25;
export const MARKETING_LIST_NAME_MAX = 100;
export const ITEM_CHOICES_MAX = 50;

const ZItemId = recordIdWithMessage(PROMOTION_MESSAGES.itemRequired);

/** A time as the web sends it (ISO 8601 with its offset); the future rule is scheduleProblem. */
const ZScheduledAt = z.iso.datetime({ offset: true, error: PROMOTION_MESSAGES.scheduleInvalid }).nullish();

const ZPostCommon = ZModuleScoped.extend({
  itemId: ZItemId,
  message: z
    .string({ error: PROMOTION_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: PROMOTION_MESSAGES.messageRequired })
    .max(PROMOTION_MESSAGE_MAX),
  withImage: z.boolean().default(false),
  imageId: recordIdWithMessage(PROMOTION_MESSAGES.noSuchImage).optional(),
  scheduledAt: ZScheduledAt,
});

const ZSubject = z
  .string({ error: PROMOTION_MESSAGES.subjectRequired })
  .trim()
  .min(1, { error: PROMOTION_MESSAGES.subjectRequired })
  .max(PROMOTION_SUBJECT_MAX);

/** A social page post needs a message, an item and a page. */
export const ZFacebookPost = ZPostCommon.extend({
  channel: z.literal("facebook"),
  pageId: z.string({ error: PROMOTION_MESSAGES.pageRequired }).trim().min(1, { error: PROMOTION_MESSAGES.pageRequired }).max(100),
});

/** Gmail compose: a subject and at least one recipient. */
export const ZMailPost = ZPostCommon.extend({
  channel: z.literal("mail"),
  subject: ZSubject,
  recipients: z
    .array(z.string().trim().toLowerCase().pipe(z.email({ error: PROMOTION_MESSAGES.recipientInvalid })), { error: PROMOTION_MESSAGES.recipientsRequired })
    .min(1, { error: PROMOTION_MESSAGES.recipientsRequired })
    .max(PROMOTION_RECIPIENTS_MAX, { error: PROMOTION_MESSAGES.tooManyRecipients })
    .transform((emails) => [...new Set(emails)]),
});

/** The marketing service (constantcontact compose): a subject and one of the company's lists. */
export const ZMarketingPost = ZPostCommon.extend({
  channel: z.literal("marketing"),
  subject: ZSubject,
  listId: recordIdWithMessage(PROMOTION_MESSAGES.listRequired),
});

/** The short post's text within shortPostLimit (the link counts SHORT_LINK_LENGTH). */
export const ZShortPost = ZPostCommon.extend({ channel: z.literal("short") }).refine(
  (post) => shortPostLength(post.message) <= shortPostLimit({ linkLength: SHORT_LINK_LENGTH, withImage: post.withImage }),
  { error: PROMOTION_MESSAGES.shortPostTooLong, path: ["message"] },
);

/** One post of any channel, as the composers send it (the web form validates with it too). */
export const ZPromotionPost = z.discriminatedUnion("channel", [ZFacebookPost, ZMailPost, ZMarketingPost, ZShortPost], {
  error: PROMOTION_MESSAGES.channelUnknown,
});
export type TPromotionPostInput = z.input<typeof ZPromotionPost>;
export type TPromotionPost = z.output<typeof ZPromotionPost>;

/**
 * A scheduled post's time must be in the future. `now` is the caller's clock (the
 * server's ServiceContext.now, the browser's Date on the form). Null: no problem.
 */
export function scheduleProblem(scheduledAt: string | null | undefined, now: Date): string | null {
  if (scheduledAt == null) return null;
  const at = Date.parse(scheduledAt);
  if (Number.isNaN(at)) return PROMOTION_MESSAGES.scheduleInvalid;
  return at > now.getTime() ? null : PROMOTION_MESSAGES.scheduleInPast;
}

/**
 * The post procedure's input: any object naming its module. The service parses it with
 * ZPromotionPost itself so a bad form answers the product's "Error in saving…" with the field issues
 * beside it (a zod input error would lead with the first field's message instead).
 */
export const ZPromotionPostRequestSchema = z.custom<TPromotionPostInput>(
  (value) => typeof value === "object" && value !== null && !Array.isArray(value),
  { error: PROMOTION_MESSAGES.saveFailed },
);

export const ZItemChoicesRequestSchema = ZModuleScoped.extend({ search: z.string().trim().max(100).optional() });
export const ZPromotionConnectionsRequestSchema = ZModuleScoped;
export const ZConnectFacebookRequestSchema = ZModuleScoped.extend({
  userAccessToken: z
    .string({ error: PROMOTION_MESSAGES.facebookLoginFailed })
    .trim()
    .min(1, { error: PROMOTION_MESSAGES.facebookLoginFailed })
    .max(4000, { error: PROMOTION_MESSAGES.facebookLoginFailed }),
});
export const ZCreateMarketingListRequestSchema = ZModuleScoped.extend({
  name: z
    .string({ error: PROMOTION_MESSAGES.listNameRequired })
    .trim()
    .min(1, { error: PROMOTION_MESSAGES.listNameRequired })
    .max(MARKETING_LIST_NAME_MAX),
});
const ZCursor = z.coerce.number().int().positive().max(2_147_483_647).optional();
export const ZPromotionListRequestSchema = ZModuleScoped.extend({ channel: ZPromotionChannel.optional(), cursor: ZCursor });
export const ZCancelPromotionRequestSchema = ZModuleScoped.extend({ postId: recordIdWithMessage(PROMOTION_MESSAGES.noSuchPost) });
export const ZChannelOutboxFindRequestSchema = ZModuleScoped.extend({ channel: ZPromotionChannel.optional(), cursor: ZCursor });
export const ZChannelOutboxGetRequestSchema = ZModuleScoped.extend({ id: recordIdWithMessage(PROMOTION_MESSAGES.noSuchOutboxEntry) });
