export { ItemPurchaseForm } from "./ItemPurchaseForm.tsx";
export type { PurchasableField, PurchasableItem, PurchaseRequest } from "./purchase.ts";
export { priceText } from "./purchase.ts";
