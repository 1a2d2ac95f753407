import type { RouteObject } from "react-router";

/** The image library, its terms and the plan upgrade. */
export const imagesRoutes: RouteObject[] = [
  { path: "settings/images", lazy: async () => ({ Component: (await import("./ImageLibraryPage.tsx")).ImageLibraryPage }) },
  { path: "settings/images/terms", lazy: async () => ({ Component: (await import("./ImageTermsPage.tsx")).ImageTermsPage }) },
  { path: "images/upgrade", lazy: async () => ({ Component: (await import("./ImageUpgradePage.tsx")).ImageUpgradePage }) },
  { path: "images/upgrade/:plan", lazy: async () => ({ Component: (await import("./ImageUpgradePage.tsx")).ImageUpgradePage }) },
];

/**
 * The product names the terms page /settings/images/terms too
 * (docs/product/dashboard-images-promotions.md): it opens in the user's own module.
 */
export const imageTermsRedirectRoute: RouteObject = {
  path: "/settings/images/terms",
  lazy: async () => ({ Component: (await import("./ImageTermsPage.tsx")).ImageTermsRedirect }),
};
