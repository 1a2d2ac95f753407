import type { RouteObject } from "react-router";
import { PROMOTION_ROUTES } from "./paths.ts";

/** Promotions: the four composers, the page connection, the list creation and the posts. */
export const promotionsRoutes: RouteObject[] = [
  {
    path: PROMOTION_ROUTES.facebook,
    lazy: async () => ({ Component: (await import("./Facebook/FacebookComposePage.tsx")).FacebookComposePage }),
  },
  {
    path: PROMOTION_ROUTES.facebookConnect,
    lazy: async () => ({ Component: (await import("./Facebook/FacebookConnectPage.tsx")).FacebookConnectPage }),
  },
  { path: PROMOTION_ROUTES.mail, lazy: async () => ({ Component: (await import("./Gmail/MailComposePage.tsx")).MailComposePage }) },
  {
    path: PROMOTION_ROUTES.marketing,
    lazy: async () => ({ Component: (await import("./Marketing/MarketingComposePage.tsx")).MarketingComposePage }),
  },
  {
    // The product's `create/cc*` (docs/product/dashboard-images-promotions.md): one page creates a
    // contact list, then goes back to the composer.
    path: PROMOTION_ROUTES.createList,
    lazy: async () => ({ Component: (await import("./Marketing/CreateListPage.tsx")).CreateListPage }),
  },
  {
    path: PROMOTION_ROUTES.short,
    lazy: async () => ({ Component: (await import("./Twitter/ShortPostComposePage.tsx")).ShortPostComposePage }),
  },
  { path: PROMOTION_ROUTES.posts, lazy: async () => ({ Component: (await import("./Posts/PostsPage.tsx")).PostsPage }) },
];
