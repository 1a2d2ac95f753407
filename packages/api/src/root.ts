import { accountRouter } from "./routers/account/router.ts";
import { administratorsRouter } from "./routers/administrators/router.ts";
import { companiesRouter } from "./routers/companies/router.ts";
import { masqueradeRouter } from "./routers/masquerade/router.ts";
import { outboxRouter } from "./routers/outbox/router.ts";
import { statementsUploadRouter } from "./routers/statements-upload/router.ts";
import { authRouter } from "./routers/auth/router.ts";
import { captchaRouter } from "./routers/captcha/router.ts";
import { categoriesRouter } from "./routers/categories/router.ts";
import { coaRouter } from "./routers/coa/router.ts";
import { payeesRouter } from "./routers/payees/router.ts";
import { rolesRouter } from "./routers/roles/router.ts";
import { itemBuilderRouter } from "./routers/item-builder/router.ts";
import { paymentSettingsRouter } from "./routers/item-builder/payment-settings-router.ts";
import { itemRulesRouter } from "./routers/item-rules/router.ts";
import { soldOutRouter } from "./routers/sold-out/router.ts";
import { itemsRouter } from "./routers/items/router.ts";
import { receiptsRouter } from "./routers/receipts/router.ts";
import { seriesRouter } from "./routers/series/router.ts";
import { studentsRouter } from "./routers/students/router.ts";
import { studentsAdminRouter } from "./routers/students-admin/router.ts";
import { datesRouter } from "./routers/dates/router.ts";
import { registerParentsRouter } from "./routers/register-parents/router.ts";
import { terminalItemsRouter } from "./routers/terminal-items/router.ts";
import { parentRouter } from "./routers/parent/router.ts";
import { checkoutRouter } from "./routers/checkout/router.ts";
import { cartRouter } from "./routers/cart/router.ts";
import { transactionsRouter } from "./routers/transactions/router.ts";
import { depositReportRouter } from "./routers/deposit-report/router.ts";
import { usersReportRouter } from "./routers/users-report/router.ts";
import { refundsRouter } from "./routers/refunds/router.ts";
import { closeoutRouter } from "./routers/closeout/router.ts";
import { transactionDetailRouter } from "./routers/transaction-detail/router.ts";
import { externalItemsRouter } from "./routers/external-items/router.ts";
import { accountStructureRouter } from "./routers/account-structure/router.ts";
import { exportFormatsRouter } from "./routers/export-formats/router.ts";
import { schoolsRouter } from "./routers/schools/router.ts";
import { alertsRouter } from "./routers/alerts/router.ts";
import { goLiveRouter } from "./routers/golive/router.ts";
import { profileRouter } from "./routers/profile/router.ts";
import { monitorsRouter } from "./routers/monitors/router.ts";
import { supportContactsRouter } from "./routers/support-contacts/router.ts";
import { dashboardRouter } from "./routers/dashboard/router.ts";
import { promotionsRouter } from "./routers/promotions/router.ts";
import { channelOutboxRouter } from "./routers/channel-outbox/router.ts";
import { createCallerFactory, router } from "./trpc.ts";
import { uploadsRouter } from "./routers/uploads/router.ts";
import { postbacksRouter } from "./routers/postbacks/router.ts";
import { operationsRouter } from "./routers/operations/router.ts";
import { collectionsRouter } from "./routers/collections/router.ts";
import { payRestRouter } from "./routers/pay-rest/router.ts";
import { imagesRouter } from "./routers/images/router.ts";
import { skinsRouter } from "./routers/skins/router.ts";
import { groupsRouter } from "./routers/groups/router.ts";
// The failed-jobs screen.
import { failedJobsRouter } from "./routers/failed-jobs/router.ts";

/** One router per domain; later domains (acl, items, coa, uploads, terminal, control) join here. */
export const appRouter = router({
  auth: authRouter,
  captcha: captchaRouter,
  account: accountRouter,
  roles: rolesRouter,
  categories: categoriesRouter,
  administrators: administratorsRouter,
  companies: companiesRouter,
  masquerade: masqueradeRouter,
  outbox: outboxRouter,
  statementsUpload: statementsUploadRouter,
  coa: coaRouter,
  payees: payeesRouter,
  itemBuilder: itemBuilderRouter,
  soldOut: soldOutRouter,
  itemRules: itemRulesRouter,
  paymentSettings: paymentSettingsRouter,
  items: itemsRouter,
  receipts: receiptsRouter,
  series: seriesRouter,
  students: studentsRouter,
  studentsAdmin: studentsAdminRouter,
  dates: datesRouter,
  registerParents: registerParentsRouter,
  terminalItems: terminalItemsRouter,
  parent: parentRouter,
  checkout: checkoutRouter,
  cart: cartRouter,
  transactions: transactionsRouter,
  depositReport: depositReportRouter,
  usersReport: usersReportRouter,
  refunds: refundsRouter,
  transactionDetail: transactionDetailRouter,
  externalItems: externalItemsRouter,
  accountStructure: accountStructureRouter,
  exportFormats: exportFormatsRouter,
  schools: schoolsRouter,
  uploads: uploadsRouter,
  alerts: alertsRouter,
  images: imagesRouter,
  skins: skinsRouter,
  goLive: goLiveRouter,
  profile: profileRouter,
  monitors: monitorsRouter,
  supportContacts: supportContactsRouter,
  postbacks: postbacksRouter,
  operations: operationsRouter,
  collections: collectionsRouter,
  payRest: payRestRouter,
  groups: groupsRouter,
  dashboard: dashboardRouter,
  promotions: promotionsRouter,
  channelOutbox: channelOutboxRouter,
  failedJobs: failedJobsRouter,
  closeout: closeoutRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

/** Procedures anyone may call, signed in or not. Everything else must be behind a guard. */
export const PUBLIC_PROCEDURES: readonly string[] = [
  "auth.session",
  "auth.login",
  "auth.logout",
  "auth.forgotPassword",
  "auth.checkResetToken",
  "auth.resetPassword",
  "captcha.challenge",
  "items.payFor",
  // The receipt rung admits a holder of the order's receipt token without a sign-in.
  "receipts.viewByToken",
  // The receipt rung again: a guest pays the rest of their order by its receipt token.
  "payRest.summary",
  "payRest.pay",
  // The public pay-for page's skin and logo, for an item that page shows.
  "skins.forPayPage",
  // The link sent to a new sign-in e-mail: it may open in a browser where nobody is signed in.
  "profile.confirmEmail",
];

/**
 * Procedures whose only guard is being signed in (authed or module): each needs a reason why no
 * permission applies. The router walk fails any other procedure guarded this weakly.
 */
export const SIGNED_IN_PROCEDURES: Readonly<Record<string, string>> = {
  "account.changePassword": "every signed-in user changes their own password (old password and captcha checked by the service)",
  "account.apiKeys.find": "a user lists only their own API keys, from a session (never with a key)",
  "account.apiKeys.create":
    "a key acts with its owner's own rights, so anyone signed in with a session may make one for themselves",
  "account.apiKeys.revoke": "a user revokes only their own keys (the service matches the owner), from a session",
  "masquerade.available": "answers whether the real person may use quick login; false is a valid answer for anyone",
  "masquerade.search": "the service refuses anyone whose real identity may not use quick login (canMasquerade)",
  "masquerade.start":
    "the service refuses anyone whose real identity may not use quick login, and any target outside their subtree",
  "masquerade.end": "whoever is acting as someone else may always return to themselves",
  "profile.get": "every signed-in user reads their own profile (the service reads the actor's own row only)",
  "profile.update": "every signed-in user edits their own profile (the service writes the actor's own row only)",
};
