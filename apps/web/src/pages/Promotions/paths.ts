import type { TModule } from "@paydesk/validators";

/**
 * Where the promotion screens live (`/school/promote/*`,
 * docs/product/dashboard-images-promotions.md), below `/{module}`.
 */
export const PROMOTION_ROUTES = {
  facebook: "promote/facebook/compose",
  facebookConnect: "promote/facebook/confirm",
  mail: "promote/gmail/compose",
  marketing: "promote/constantcontact/compose",
  createList: "promote/create/cc",
  short: "promote/twitter/compose",
  posts: "promote/posts",
} as const;

export type PromotionRoute = keyof typeof PROMOTION_ROUTES;

/** The address of one promotion screen in a module. */
export function promotionPath(module: TModule, route: PromotionRoute): string {
  return `/${module}/${PROMOTION_ROUTES[route]}`;
}
