/**
 * The api's composition root: every domain's module (routers/<domain>/module.ts: its routers and
 * its legacy URLs), listed once. Adding a domain is its folder plus one line here; root.ts builds
 * the app router and shims/table.ts the shim table from this list.
 *
 * Order matters for the shims only, and only between URLs of the same method that one pattern
 * could both match: Express answers a request with the first route mounted that matches it, so a
 * fixed path (`/:module/reports/txn/list`) must come before a parameter in the same place
 * (`/:module/reports/txn/:orderId`), or the parameter swallows it. Within a module, its shims.ts
 * keeps its own such pairs in order (series/list before series/:seriesId, monitors/list before
 * monitors/:monitorId); across modules, the list below does (transactions before
 * transaction-detail). `shims/table.test.ts` fails when an earlier URL would answer every
 * request meant for a later one. The routers' order does not matter.
 */
import { accountModule } from "./routers/account/module.ts";
import { accountStructureModule } from "./routers/account-structure/module.ts";
import { administratorsModule } from "./routers/administrators/module.ts";
import { alertsModule } from "./routers/alerts/module.ts";
import { authModule } from "./routers/auth/module.ts";
import { captchaModule } from "./routers/captcha/module.ts";
import { cartModule } from "./routers/cart/module.ts";
import { categoriesModule } from "./routers/categories/module.ts";
import { channelOutboxModule } from "./routers/channel-outbox/module.ts";
import { checkoutModule } from "./routers/checkout/module.ts";
import { closeoutModule } from "./routers/closeout/module.ts";
import { coaModule } from "./routers/coa/module.ts";
import { coaUploadModule } from "./routers/coa-upload/module.ts";
import { collectionsModule } from "./routers/collections/module.ts";
import { companiesModule } from "./routers/companies/module.ts";
import { dashboardModule } from "./routers/dashboard/module.ts";
import { datesModule } from "./routers/dates/module.ts";
import { depositReportModule } from "./routers/deposit-report/module.ts";
import { emailsUploadModule } from "./routers/emails-upload/module.ts";
import { exportFormatsModule } from "./routers/export-formats/module.ts";
import { externalItemsModule } from "./routers/external-items/module.ts";
import { failedJobsModule } from "./routers/failed-jobs/module.ts";
import { goLiveModule } from "./routers/golive/module.ts";
import { groupsModule } from "./routers/groups/module.ts";
import { imagesModule } from "./routers/images/module.ts";
import { itemBuilderModule } from "./routers/item-builder/module.ts";
import { itemRulesModule } from "./routers/item-rules/module.ts";
import { itemsModule } from "./routers/items/module.ts";
import { itemsUploadModule } from "./routers/items-upload/module.ts";
import { masqueradeModule } from "./routers/masquerade/module.ts";
import { monitorsModule } from "./routers/monitors/module.ts";
import { operationsModule } from "./routers/operations/module.ts";
import { outboxModule } from "./routers/outbox/module.ts";
import { parentModule } from "./routers/parent/module.ts";
import { payRestModule } from "./routers/pay-rest/module.ts";
import { payeesModule } from "./routers/payees/module.ts";
import { postbacksModule } from "./routers/postbacks/module.ts";
import { profileModule } from "./routers/profile/module.ts";
import { promotionsModule } from "./routers/promotions/module.ts";
import { receiptsModule } from "./routers/receipts/module.ts";
import { refundsModule } from "./routers/refunds/module.ts";
import { registerParentsModule } from "./routers/register-parents/module.ts";
import { rolesModule } from "./routers/roles/module.ts";
import { schoolsModule } from "./routers/schools/module.ts";
import { schoolsUploadModule } from "./routers/schools-upload/module.ts";
import { seriesModule } from "./routers/series/module.ts";
import { skinsModule } from "./routers/skins/module.ts";
import { soldOutModule } from "./routers/sold-out/module.ts";
import { statementsUploadModule } from "./routers/statements-upload/module.ts";
import { studentsModule } from "./routers/students/module.ts";
import { studentsAdminModule } from "./routers/students-admin/module.ts";
import { studentsUploadModule } from "./routers/students-upload/module.ts";
import { supportContactsModule } from "./routers/support-contacts/module.ts";
import { terminalItemsModule } from "./routers/terminal-items/module.ts";
import { transactionDetailModule } from "./routers/transaction-detail/module.ts";
import { transactionsModule } from "./routers/transactions/module.ts";
import { uploadsModule } from "./routers/uploads/module.ts";
import { usersReportModule } from "./routers/users-report/module.ts";

export const API_MODULES = [
  authModule,
  captchaModule,
  accountModule,
  rolesModule,
  categoriesModule,
  administratorsModule,
  companiesModule,
  masqueradeModule,
  outboxModule,
  coaModule,
  coaUploadModule,
  schoolsUploadModule,
  payeesModule,
  itemsModule,
  itemBuilderModule,
  soldOutModule,
  itemRulesModule,
  receiptsModule,
  studentsModule,
  studentsAdminModule,
  statementsUploadModule,
  emailsUploadModule,
  cartModule,
  checkoutModule,
  // Before transaction-detail: GET /:module/reports/txn/list and /totals must come before /:module/reports/txn/:orderId.
  transactionsModule,
  refundsModule,
  transactionDetailModule,
  seriesModule,
  externalItemsModule,
  itemsUploadModule,
  studentsUploadModule,
  alertsModule,
  goLiveModule,
  profileModule,
  monitorsModule,
  supportContactsModule,
  postbacksModule,
  collectionsModule,
  payRestModule,
  imagesModule,
  skinsModule,
  groupsModule,
  dashboardModule,
  promotionsModule,
  datesModule,
  registerParentsModule,
  terminalItemsModule,
  parentModule,
  depositReportModule,
  usersReportModule,
  accountStructureModule,
  exportFormatsModule,
  schoolsModule,
  uploadsModule,
  operationsModule,
  channelOutboxModule,
  failedJobsModule,
  closeoutModule,
] as const;
