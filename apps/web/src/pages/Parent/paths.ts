import { modulePath } from "../../navigation/paths.ts";

/** The parent area's addresses, named once for links and redirects. */
export const PARENT_PATHS = {
  pay: modulePath("parent", "pay"),
  cart: modulePath("parent", "cart"),
  checkout: modulePath("parent", "checkout"),
  history: modulePath("parent", "history"),
  receipt: (orderId: number) => modulePath("parent", `history/${orderId}`),
  payRest: (orderId: number) => modulePath("parent", `rest/${orderId}`),
} as const;

/** Parents pay in module parent: their cart, their students, their history. */
export const PARENT_MODULE = "parent" as const;
