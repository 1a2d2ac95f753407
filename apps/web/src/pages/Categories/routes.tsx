import type { RouteObject } from "react-router";

/** Routes below `/:module` for: Categories (settings/categories, access-control/categories) and the guided delete. */
export const categoriesRoutes: RouteObject[] = [
  {
    path: "settings/categories",
    lazy: async () => ({ Component: (await import("./CategoriesListPage/index.ts")).CategoriesListPage }),
  },
  {
    path: "access-control/categories/create",
    lazy: async () => ({ Component: (await import("./CategoryFormPage/index.ts")).CategoryFormPage }),
  },
  {
    path: "access-control/categories/deleted",
    lazy: async () => ({ Component: (await import("./DeleteCategory/index.ts")).CategoryDeletedPage }),
  },
  {
    path: "access-control/categories/:categoryId/delete",
    lazy: async () => ({ Component: (await import("./DeleteCategory/index.ts")).DeleteCategoryPage }),
  },
];
