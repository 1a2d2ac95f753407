import type { inferRouterOutputs } from "@trpc/server";
import type { promotionsRouter } from "./router.ts";
import { defineShim, flag, optionalId, text, type ShimRequest } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof promotionsRouter>;

/** The composers' serialized forms: the legacy snake_case names, and ours for tools. */
const FIELD_NAMES = { itemId: "item_id", withImage: "with_image", imageId: "image_id", scheduledAt: "scheduled_at", listId: "list_id" };

function postFields(req: ShimRequest) {
  const { body } = req;
  const scheduledAt = text(body.scheduled_at ?? body.scheduledAt);
  return {
    module: "school",
    itemId: optionalId(body.item_id ?? body.itemId),
    message: text(body.message),
    withImage: flag(body.with_image ?? body.withImage),
    imageId: optionalId(body.image_id ?? body.imageId),
    scheduledAt: scheduledAt ? scheduledAt : null,
  };
}

const postAnswer = (answer: Out["post"]) => ({ message: answer.message, post_id: answer.postId, state: answer.state });

/**
 * The promote calls of docs/product/dashboard-images-promotions.md. The paths name the school module
 * itself (promotions are school-only; the procedures refuse any other caller).
 */
export const promotionsShims = [
  defineShim<Out["post"]>({
    method: "POST",
    path: "/school/promote/twitter/sendtweet",
    procedure: "promotions.post",
    spec: "docs/product/dashboard-images-promotions.md: sendtweet (status, tweet_link)",
    input: (req) => ({ ...postFields(req), channel: "short" }),
    fieldNames: FIELD_NAMES,
    output: (answer) => ({ ...postAnswer(answer), tweet_link: answer.link }),
  }),
  defineShim<Out["connectFacebook"]>({
    method: "POST",
    path: "/school/promote/facebook/confirm",
    procedure: "promotions.connectFacebook",
    spec: "docs/product/dashboard-images-promotions.md: facebook/confirm (user_access_token)",
    input: (req) => ({ module: "school", userAccessToken: text(req.body.user_access_token) }),
    fieldNames: { userAccessToken: "user_access_token" },
    output: (answer) => ({ pages: answer.pages.map((page) => ({ page_id: page.pageId, name: page.name })) }),
  }),
  defineShim<Out["createMarketingList"]>({
    method: "POST",
    path: "/school/promote/create/cclist",
    procedure: "promotions.createMarketingList",
    spec: "docs/product/dashboard-images-promotions.md: /school/promote/create/cc* (a list at the marketing service)",
    input: (req) => ({ module: "school", name: text(req.body.name) }),
    output: (list) => ({ list_id: list.listId, name: list.name }),
  }),
  defineShim<Out["post"]>({
    method: "POST",
    path: "/school/promote/create/cccampaign",
    procedure: "promotions.post",
    spec: "docs/product/dashboard-images-promotions.md: /school/promote/create/cc* (a campaign to one of the lists, now or scheduled)",
    input: (req) => ({ ...postFields(req), channel: "marketing", subject: text(req.body.subject), listId: optionalId(req.body.list_id ?? req.body.listId) }),
    fieldNames: FIELD_NAMES,
    output: (answer) => ({ ...postAnswer(answer), link: answer.link }),
  }),
];
