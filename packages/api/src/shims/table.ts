/**
 * Every documented legacy URL, in one list (CONVENTIONS §3–4). Each domain keeps its entries in
 * `routers/<domain>/shims.ts`; `guards.test.ts` checks each names a guarded (or allowlisted)
 * procedure.
 */
import { accountShims } from "../routers/account/shims.ts";
import { administratorsShims } from "../routers/administrators/shims.ts";
import { passwordResetShims } from "../routers/auth/password-reset-shims.ts";
import { companiesShims } from "../routers/companies/shims.ts";
import { masqueradeShims } from "../routers/masquerade/shims.ts";
import { authShims } from "../routers/auth/shims.ts";
import { categoriesShims } from "../routers/categories/shims.ts";
import { coaShims } from "../routers/coa/shims.ts";
import { coaUploadShims } from "../routers/coa-upload/shims.ts";
import { schoolsUploadShims } from "../routers/schools-upload/shims.ts";
import { payeesShims } from "../routers/payees/shims.ts";
import { rolesShims } from "../routers/roles/shims.ts";
import { itemsShims } from "../routers/items/shims.ts";
import { itemBuilderShims } from "../routers/item-builder/shims.ts";
import { itemRulesShims } from "../routers/item-rules/shims.ts";
import { soldOutShims } from "../routers/sold-out/shims.ts";
import { receiptsShims } from "../routers/receipts/shims.ts";
import { studentsShims } from "../routers/students/shims.ts";
import { studentsAdminShims } from "../routers/students-admin/shims.ts";
import { statementsUploadShims } from "../routers/statements-upload/shims.ts";
import { emailsUploadShims } from "../routers/emails-upload/shims.ts";
import { cartShims } from "../routers/cart/shims.ts";
import { checkoutShims } from "../routers/checkout/shims.ts";
import { transactionsShims } from "../routers/transactions/shims.ts";
import { refundsShims } from "../routers/refunds/shims.ts";
import { transactionDetailShims } from "../routers/transaction-detail/shims.ts";
import { seriesShims } from "../routers/series/shims.ts";
import { externalItemsShims } from "../routers/external-items/shims.ts";
import { itemsUploadShims } from "../routers/items-upload/shims.ts";
import { studentsUploadShims } from "../routers/students-upload/shims.ts";
import { alertsShims } from "../routers/alerts/shims.ts";
import { goLiveShims } from "../routers/golive/shims.ts";
import { profileShims } from "../routers/profile/shims.ts";
import { monitorsShims } from "../routers/monitors/shims.ts";
import { supportContactsShims } from "../routers/support-contacts/shims.ts";
import { postbacksShims } from "../routers/postbacks/shims.ts";
import { collectionsShims } from "../routers/collections/shims.ts";
import { payRestShims } from "../routers/pay-rest/shims.ts";
import { imagesShims } from "../routers/images/shims.ts";
import { skinsShims } from "../routers/skins/shims.ts";
import { groupsShims } from "../routers/groups/shims.ts";
import { dashboardShims } from "../routers/dashboard/shims.ts";
import type { ShimRoute } from "./types.ts";
import { promotionsShims } from "../routers/promotions/shims.ts";

export const SHIM_TABLE: readonly ShimRoute<never>[] = [
  ...authShims,
  ...accountShims,
  ...rolesShims,
  ...categoriesShims,
  ...administratorsShims,
  ...passwordResetShims,
  ...companiesShims,
  ...masqueradeShims,
  ...coaShims,
  ...coaUploadShims,
  ...schoolsUploadShims,
  ...payeesShims,
  ...itemsShims,
  ...itemBuilderShims,
  ...soldOutShims,
  ...itemRulesShims,
  ...receiptsShims,
  ...studentsShims,
  ...studentsAdminShims,
  ...statementsUploadShims,
  ...emailsUploadShims,
  ...cartShims,
  ...checkoutShims,
  // Before any /reports/txn/:orderId entry: "list" is not an order id.
  ...transactionsShims,
  ...refundsShims,
  // After transactions list/export (their fixed names must match before /reports/txn/:orderId).
  ...transactionDetailShims,
  ...seriesShims,
  ...externalItemsShims,
  ...itemsUploadShims,
  ...studentsUploadShims,
  ...alertsShims,
  ...goLiveShims,
  ...profileShims,
  // monitors/list and monitors/save before monitors/:monitorId.
  ...monitorsShims,
  ...supportContactsShims,
  ...postbacksShims,
  ...collectionsShims,
  ...payRestShims,
  ...imagesShims,
  ...skinsShims,
  ...groupsShims,
  ...dashboardShims,
  ...promotionsShims,
] as readonly ShimRoute<never>[];
