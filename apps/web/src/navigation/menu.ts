/**
 * The side navigation of every module, as data. Paths are the product's routes below `/{module}`,
 * as each area's file in docs/product/ names them. An entry is `ready` once its screen is built;
 * until then it shows disabled with "Coming soon" and has no route. To ship a screen: add its
 * route in app/router.tsx and mark its entry ready here.
 */
import type { TModule } from "@paydesk/validators";
import {
  IconAddressBook,
  IconAlertCircle,
  IconBrandFacebook,
  IconBrandX,
  IconBuildingBank,
  IconCalendarEvent,
  IconCashRegister,
  IconCategory,
  IconChecklist,
  IconCreditCard,
  IconFileUpload,
  IconHierarchy2,
  IconHistory,
  IconHome,
  IconInbox,
  IconLayoutDashboard,
  IconListDetails,
  IconLock,
  IconMail,
  IconMailForward,
  IconPackages,
  IconPalette,
  IconPhoto,
  IconPlus,
  IconRadar,
  IconReceipt,
  IconRepeat,
  IconReportAnalytics,
  IconRoute,
  IconSchool,
  IconSearch,
  IconServerBolt,
  IconSettingsAutomation,
  IconShieldLock,
  IconShoppingCart,
  IconSpeakerphone,
  IconUser,
  IconUserCog,
  IconUsers,
  IconUsersGroup,
  IconWebhook,
} from "@tabler/icons-react";
import type { Session } from "../lib/session.ts";
import { hasPermission } from "../lib/session.ts";
import { CLOSEOUT_SCREENS } from "./closeout-menu.ts";
import type { MenuEntry, MenuGroup } from "./menu-entry.ts";

export type { MenuEntry, MenuGroup } from "./menu-entry.ts";

const HOME: MenuEntry = { label: "Home", path: "", icon: IconHome, ready: true };
// Each widget also asks its own area (reports.view, items.view) on the server.
const DASHBOARD: MenuEntry = {
  label: "Dashboard",
  path: "dashboard",
  icon: IconLayoutDashboard,
  permission: "dashboard.view",
  ready: true,
  description: "Transactions over a range with a chart, top schools, sales by item and method, fees, items selling out and the latest payment.",
};
// Every module's menu reaches the profile, for everyone signed in (the parent too).
const PROFILE: MenuEntry = {
  label: "Profile",
  path: "account/info",
  icon: IconUser,
  ready: true,
  description: "Your name, e-mail address, postal address and phone number.",
};

// Service alerts. Everyone with promote.view reads them; control staff write them, also
// from the control menu. The detail reads with the list's permission; creating is control's.
const SERVICE_ALERTS: MenuEntry = {
  label: "Service alerts",
  path: "promote/salerts",
  icon: IconAlertCircle,
  permission: "promote.view",
  ready: true,
  description: "Messages from platform support about your account and the service.",
};
const SERVICE_ALERT_SCREENS: readonly MenuEntry[] = [
  SERVICE_ALERTS,
  // The server's rule for writing is "control staff acting as themselves", which no permission
  // names: the page itself refuses anyone else (ServiceAlerts/format.tsx mayWriteAlerts).
  linkedFrom(SERVICE_ALERTS, "New service alert", "promote/salerts/create", "promote.manage"),
  linkedFrom(SERVICE_ALERTS, "Service alert", "promote/salerts/:alertId"),
];
// Promotions, school only. The composers and the posts list ask the server
// for promote.manage on every call, so the menu asks for it too.
const PROMOTION: Pick<MenuEntry, "permission" | "modules" | "ready"> = {
  permission: "promote.manage",
  modules: ["school"],
  ready: true,
};
const FACEBOOK_COMPOSE: MenuEntry = {
  ...PROMOTION,
  label: "Facebook post",
  path: "promote/facebook/compose",
  icon: IconBrandFacebook,
  description: "Post an item's pay link on your Facebook page, now or at a time you choose.",
};
const MARKETING_COMPOSE: MenuEntry = {
  ...PROMOTION,
  label: "E-mail marketing",
  path: "promote/constantcontact/compose",
  icon: IconMailForward,
  description: "Send an item's pay link to a contact list of your marketing service.",
};
const PROMOTION_SCREENS: readonly MenuEntry[] = [
  FACEBOOK_COMPOSE,
  { ...linkedFrom(FACEBOOK_COMPOSE, "Connect a Facebook page", "promote/facebook/confirm"), modules: ["school"] },
  {
    ...PROMOTION,
    label: "E-mail message",
    path: "promote/gmail/compose",
    icon: IconMail,
    description: "Mail an item's pay link to the addresses you type.",
  },
  MARKETING_COMPOSE,
  { ...linkedFrom(MARKETING_COMPOSE, "New contact list", "promote/create/cc"), modules: ["school"] },
  {
    ...PROMOTION,
    label: "Social post",
    path: "promote/twitter/compose",
    icon: IconBrandX,
    description: "A short post with an item's pay link; the counter keeps it within the limit.",
  },
  {
    ...PROMOTION,
    label: "Posts",
    path: "promote/posts",
    icon: IconSpeakerphone,
    description: "Your scheduled and sent posts with their links; cancel one still waiting.",
  },
];
// Monitors (docs/product/control-area.md: `/{module}/operations/monitors`, control also; control-only).
// Control staff only, from any module's address: the pages refuse everyone else (Monitors/access.ts),
// as the server does; only the control menu has a line for them.
const MONITORS: MenuEntry = {
  label: "Monitors",
  path: "operations/monitors",
  icon: IconRadar,
  ready: true,
  description: "Watch a company's payments, postbacks, uploads and jobs; e-mail its contacts when an error query matches.",
};
const MONITOR_SCREENS: readonly MenuEntry[] = [
  MONITORS,
  linkedFrom(MONITORS, "New monitor", "operations/monitors/create"),
  linkedFrom(MONITORS, "Edit monitor", "operations/monitors/:monitorId/edit"),
];
const GO_LIVE: MenuEntry = {
  label: "Go-live checklist",
  path: "promote/glsteps",
  icon: IconChecklist,
  permission: "promote.view",
  ready: true,
  description: "What to do before you take payments; some steps check themselves from your data.",
};
const PASSWORD: MenuEntry = {
  label: "Password & API keys",
  path: "account/password",
  icon: IconLock,
  ready: true,
  description: "Change your password and manage API keys for internal tools.",
};

// The transactions list and the users report (docs/product/reports-and-time-zones.md: school and control).
const TRANSACTIONS: MenuEntry = {
  label: "Transactions",
  path: "reports/txn",
  icon: IconReportAnalytics,
  permission: "reports.view",
  ready: true,
  description: "Find a payment by date, payor, item, order id or card; see totals and export them.",
};
const USERS_REPORT: MenuEntry = {
  label: "Users report",
  path: "reports/users",
  icon: IconUsers,
  permission: "reports.view",
  ready: true,
  description: "Everyone who signs in at your sites, with an e-mailed password reset link.",
};

// The district's schools and the school upload (docs/product/uploads.md, Schools).
const SCHOOLS: MenuEntry = {
  label: "Schools",
  path: "settings/schools",
  icon: IconSchool,
  permission: "uploads.view",
  ready: true,
  description: "The district's schools with their master administrators; upload a CSV file of new ones.",
};

/** A screen reached from `parent` by a link: no line of its own in the navigation. */
function linkedFrom(parent: MenuEntry, label: string, path: string, permission = parent.permission): MenuEntry {
  return { label, path, icon: parent.icon, ready: true, permission, inNavigation: false };
}

/** The same entries limited to some modules of a shared menu. */
function inModules(entries: readonly MenuEntry[], modules: readonly TModule[]): MenuEntry[] {
  return entries.map((entry) => ({ ...entry, modules }));
}

/** The same entries without lines in the navigation (screens a module reaches by address only). */
function linkedOnly(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.map((entry) => ({ ...entry, inNavigation: false }));
}

// Each entry's permission is the one the server asks for the screen's first call (its list or
// get); the page itself offers editing only with the manage permission the mutations ask for.
const ROLES: MenuEntry = {
  label: "Roles",
  path: "settings/roles",
  icon: IconShieldLock,
  permission: "settings.view",
  ready: true,
  description: "Control levels and category restrictions; assign administrators to roles.",
};
const ROLE_SCREENS: readonly MenuEntry[] = [
  ROLES,
  // The editor of an existing role reads it with settings.view (ROLES); creating needs manage.
  linkedFrom(ROLES, "Create role", "settings/roles/create", "settings.manage"),
];

const CATEGORIES: MenuEntry = {
  label: "Categories",
  path: "settings/categories",
  icon: IconCategory,
  // The server also lists categories with items.view, for the builder's category picker; the
  // settings screen is a settings screen and stays with settings.view.
  permission: "settings.view",
  ready: true,
  description: "Categories of items and roles; create them, or delete one step by step.",
};
const CATEGORY_SCREENS: readonly MenuEntry[] = [
  CATEGORIES,
  linkedFrom(CATEGORIES, "Create category", "access-control/categories/create", "settings.manage"),
  linkedFrom(CATEGORIES, "Delete category", "access-control/categories/:categoryId/delete", "settings.manage"),
  // The end of the guided delete loads nothing: the list's permission is enough to read it.
  linkedFrom(CATEGORIES, "Category deleted", "access-control/categories/deleted"),
];

const ITEM_RULES: MenuEntry = {
  label: "Item rules",
  path: "items/rules",
  icon: IconRoute,
  // Rules are listed read-only with items.view; adding, editing and deleting need items.manage.
  permission: "items.view",
  ready: true,
  description: "Rules of an item: argument and output keys, and the custom field they read.",
};
const ITEM_RULE_SCREENS: readonly MenuEntry[] = [
  ITEM_RULES,
  linkedFrom(ITEM_RULES, "Create rule", "items/rules/:itemId/create", "items.manage"),
];

const PAYMENT_METHODS: MenuEntry = {
  label: "Payment methods",
  path: "payments/methods",
  icon: IconCreditCard,
  // Read with items.view (the builder shows the same defaults); saving needs settings.manage.
  permission: "items.view",
  ready: true,
  description: "The default fee behaviour for card payments, the default item fee and tax rate.",
};
/** The administrator form (school, vendor and control; features.ts canEditAccounts says the same for the list's buttons). */
const ADMIN_FORM_SCREENS: readonly MenuEntry[] = [
  {
    label: "New administrator",
    path: "settings/administrators/create",
    icon: IconUserCog,
    permission: "settings.manage",
    ready: true,
    inNavigation: false,
  },
  // Read with settings.view; saving needs settings.manage, as on the server.
  {
    label: "Edit administrator",
    path: "settings/administrators/:userId",
    icon: IconUserCog,
    permission: "settings.view",
    ready: true,
    inNavigation: false,
  },
];

/**
 * /{module}/payments holds the same setting as /{module}/payments/methods
 * (docs/product/items-and-fees.md).
 */
const PAYMENT_SETTINGS_SCREENS: readonly MenuEntry[] = [
  PAYMENT_METHODS,
  linkedFrom(PAYMENT_METHODS, "Payment settings", "payments"),
];

/**
 * The virtual terminal (docs/product/terminal.md). Every terminal call on the server asks for
 * terminal.manage (taking payments), so the screens do too: without it the product's access-denied
 * message replaces the page.
 */
const TERMINAL_OFFICE: MenuEntry = {
  label: "Virtual terminal",
  path: "virtual-terminal/office",
  icon: IconCashRegister,
  permission: "terminal.manage",
  ready: true,
  description: "Take a payment at the office: pick items or a student's items, then card, cash or check.",
};
const TERMINAL_SCREENS: readonly MenuEntry[] = [
  TERMINAL_OFFICE,
  {
    label: "External items",
    path: "virtual-terminal/external-items",
    icon: IconSearch,
    permission: "terminal.manage",
    ready: true,
    description: "Find a student's fees in a student information system (Synergy, PowerSchool, …) and take their payment.",
  },
  linkedFrom(TERMINAL_OFFICE, "Terminal cart", "virtual-terminal/pay"),
  linkedFrom(TERMINAL_OFFICE, "Payment", "virtual-terminal/payinfo"),
  linkedFrom(TERMINAL_OFFICE, "Payment received", "virtual-terminal/success"),
  linkedFrom(TERMINAL_OFFICE, "Order summary", "virtual-terminal/order-summary/:orderId"),
  linkedFrom(TERMINAL_OFFICE, "Event", "virtual-terminal/event/:itemId"),
  linkedFrom(TERMINAL_OFFICE, "Add several items", "virtual-terminal/multi-add"),
  linkedFrom(TERMINAL_OFFICE, "Payment confirmation", "vtpay/confirm"),
  linkedFrom(TERMINAL_OFFICE, "Terminal messages", "vtpay"),
  // The events flash page follows an item list's action (docs/product/terminal.md): the item lists'
  // permission.
  linkedFrom(TERMINAL_OFFICE, "Event messages", "items/events", "items.view"),
];

/** Recurring series bought with a card (reports.view; stopping needs reports.manage, asked by the server). */
const SERIES_LIST: MenuEntry = {
  label: "Recurring series",
  path: "series",
  icon: IconRepeat,
  permission: "reports.view",
  ready: true,
  description: "Recurring items bought with a card: next charge, what is left, charges past and to come; stop one.",
};

/** School, vendor and business share one menu; entries narrow themselves with `modules`. */
/** One transaction, reached from the list (and the receipt); the server checks the order's subtree. */
const TRANSACTION_DETAIL: MenuEntry = {
  label: "Transaction detail",
  path: "reports/txn/:orderId",
  icon: IconReportAnalytics,
  permission: "reports.view",
  ready: true,
  inNavigation: false,
};

// The item CSV upload (docs/product/uploads.md), at /school/settings/items/… only.
const ITEM_UPLOAD: MenuEntry = {
  label: "Upload items",
  path: "settings/items/upload-items",
  icon: IconFileUpload,
  permission: "uploads.manage",
  modules: ["school"],
  ready: true,
  description: "Create items from a CSV file, copying an item's settings or into a catalog; fix bad rows before processing.",
};
const ITEM_UPLOAD_SCREENS: readonly MenuEntry[] = [
  ITEM_UPLOAD,
  {
    label: "Update items",
    path: "settings/items/update-items",
    icon: IconFileUpload,
    permission: "uploads.manage",
    modules: ["school"],
    ready: true,
    description: "Change existing items from a CSV file naming each by its code; purge what the file lacks.",
  },
  { ...linkedFrom(ITEM_UPLOAD, "Confirm item upload", "settings/items/confirm-item-upload/:key", "uploads.view"), modules: ["school"] },
];

/**
 * The student group screens (list, create, edit; docs/product/students-and-groups.md) at
 * `/{school|vendor|control}/settings/students-and-groups/groups*`: inside the students-and-groups
 * tabs for school and vendor, a line of its own in the control menu (control picks the site).
 */
const STUDENT_GROUPS_SCREEN = {
  label: "Student groups",
  path: "settings/students-and-groups/groups",
  icon: IconUsersGroup,
  permission: "uploads.view",
  ready: true,
} as const;
const STUDENT_GROUPS: MenuEntry = { ...STUDENT_GROUPS_SCREEN, modules: ["school", "vendor"], inNavigation: false };

const ADMIN_MENU: readonly MenuGroup[] = [
  { label: null, entries: [HOME, DASHBOARD] },
  {
    label: "Payments",
    entries: [
      {
        label: "Individual items",
        path: "payments/individual-items",
        icon: IconReceipt,
        permission: "items.view",
        ready: true,
        description: "One-time items: search, sort, switch on and off, drafts, trash and the paid / not paid report.",
      },
      {
        label: "Recurring items",
        path: "payments/recurring",
        icon: IconRepeat,
        permission: "items.view",
        ready: true,
        description: "Items charged on a schedule, with the same list tools.",
      },
      {
        label: "Multi-item packages",
        path: "payments/mips",
        icon: IconPackages,
        permission: "items.view",
        ready: true,
        description: "Packages bundling several items into one purchase.",
      },
      {
        label: "Events",
        path: "payments/events",
        icon: IconCalendarEvent,
        permission: "items.view",
        ready: true,
        description: "Event tickets and registrations: search and sort them.",
      },
      {
        label: "Build a new item",
        path: "payments/build-new",
        icon: IconPlus,
        permission: "items.manage",
        ready: true,
        description: "Choose a kind of item and build it: details, pricing and fees, custom fields, audience, readiness.",
      },
      // Lists reached by address or link only (docs/product/items-and-fees.md; the menu does not name them).
      {
        label: "Third-party items",
        path: "payments/3rd/blackboard",
        icon: IconReceipt,
        permission: "items.view",
        ready: true,
        inNavigation: false,
      },
      {
        label: "Promotional items",
        path: "payments/3rd/promo",
        icon: IconReceipt,
        permission: "items.view",
        ready: true,
        inNavigation: false,
      },
      {
        label: "Items",
        path: "items",
        icon: IconReceipt,
        permission: "items.view",
        modules: ["school"],
        ready: true,
        inNavigation: false,
      },
      ...ITEM_RULE_SCREENS,
      ...ITEM_UPLOAD_SCREENS,
      ...TERMINAL_SCREENS,
      ...CLOSEOUT_SCREENS,
      // Receipts: the server lets staff with terminal.manage or reports.view of the order's
      // subtree read one; one menu permission cannot say "either", so the page asks the server and
      // shows its refusal.
      { label: "Print receipt", path: "virtual-terminal/print-receipt/:orderId", icon: IconReceipt, ready: true, inNavigation: false },
      ...PAYMENT_SETTINGS_SCREENS,
    ],
  },
  {
    label: "Reports",
    entries: [
      TRANSACTIONS,
      { label: "Deposit report", path: "reports/deposit", icon: IconBuildingBank, permission: "reports.view", ready: true, description: "What you took in per day, settlement account and account, by tender: the figures to post to the ledger." },
      { ...USERS_REPORT, modules: ["school"] },
      TRANSACTION_DETAIL,
      SERIES_LIST,
      linkedFrom(SERIES_LIST, "Recurring series", "series/:seriesId"),
    ],
  },
  {
    label: "Account",
    entries: [
      PROFILE,
      PASSWORD,
      {
        label: "Administrators",
        path: "settings/administrators",
        icon: IconUserCog,
        permission: "settings.view",
        // Business offers the list with its mass password change (docs/product/accounts-and-roles.md),
        // not the editor.
        modules: ["school", "vendor", "business"],
        ready: true,
        description: "Create and edit administrators, change or reset their passwords.",
      },
      ...inModules(ADMIN_FORM_SCREENS, ["school", "vendor"]),
      ...inModules(ROLE_SCREENS, ["school", "vendor"]),
      ...inModules(CATEGORY_SCREENS, ["school", "vendor"]),
      {
        label: "Chart of accounts",
        path: "settings/chart-of-accounts",
        icon: IconBuildingBank,
        permission: "coa.view",
        ready: true,
        description: "Primary and sub accounts items are booked to: create, search, export, or delete with a replacement.",
      },
      SCHOOLS,
      linkedFrom(SCHOOLS, "Upload schools", "settings/schools/upload-site", "uploads.manage"),
      {
        label: "Students and groups",
        path: "settings/students-and-groups",
        icon: IconUsersGroup,
        permission: "uploads.view",
        modules: ["school", "vendor"],
        ready: true,
        description: "Students and staff: search, add, edit and remove them; their groups; the student upload.",
      },
      {
        label: "Register parents",
        path: "settings/register-parents",
        icon: IconMailForward,
        permission: "settings.view",
        modules: ["school", "vendor"],
        ready: true,
        description: "Invite the parents added with your students to set up their accounts.",
      },
      {
        label: "School year and dates",
        path: "settings/dates",
        icon: IconCalendarEvent,
        permission: "settings.view",
        ready: true,
        description: "The school year, terms, breaks and events of your sites.",
      },
      STUDENT_GROUPS,
      {
        label: "Upload student groups",
        path: "settings/students-and-groups/groups/upload",
        icon: IconUsersGroup,
        permission: "uploads.manage",
        modules: ["school", "vendor"],
        ready: true,
        inNavigation: false,
      },
      {
        label: "Image library",
        path: "settings/images",
        icon: IconPhoto,
        permission: "settings.view",
        ready: true,
        description: "Pictures your items show, within your image plan.",
      },
      { label: "Image terms", path: "settings/images/terms", icon: IconPhoto, permission: "settings.manage", ready: true, inNavigation: false },
      {
        label: "Upgrade image plan",
        path: "images/upgrade",
        icon: IconPhoto,
        permission: "settings.manage",
        modules: ["school", "vendor"],
        ready: true,
        inNavigation: false,
      },
      {
        label: "Account structure",
        path: "settings/account-structure",
        icon: IconHierarchy2,
        permission: "settings.view",
        ready: true,
        description: "Your sites as a tree: add a site, or move one under another.",
      },
      {
        label: "Student information systems",
        path: "settings/student-information-systems",
        icon: IconWebhook,
        permission: "settings.manage",
        modules: ["school"],
        ready: true,
        description: "The systems (Synergy, PowerSchool, …) the terminal finds students' fees in, and where those fees are paid to.",
      },
    ],
  },
  {
    label: "Promote",
    entries: [
      {
        label: "Logo and skins",
        path: "promote/skins",
        icon: IconPalette,
        permission: "promote.view",
        ready: true,
        description: "The logo and colours your pay pages wear.",
      },
      ...SERVICE_ALERT_SCREENS,
      GO_LIVE,
      ...linkedOnly(MONITOR_SCREENS),
      ...PROMOTION_SCREENS,
    ],
  },
];

/** The parent area: pay for one's students, the cart, checkout, history with receipts. */
const MAKE_A_PAYMENT: MenuEntry = {
  label: "Make a payment",
  path: "pay",
  icon: IconCreditCard,
  ready: true,
  description: "The items for each of your students and those open to you: add them to your cart.",
};
const PAYMENT_HISTORY: MenuEntry = {
  label: "Payment history",
  path: "history",
  icon: IconHistory,
  ready: true,
  description: "Your payments and their receipts.",
};
const PARENT_SERIES: MenuEntry = {
  label: "Recurring payments",
  path: "series",
  icon: IconRepeat,
  ready: true,
  description: "Items you pay on a schedule with your card: what is next, and a way to stop.",
};
const PARENT_MENU: readonly MenuGroup[] = [
  { label: null, entries: [HOME] },
  {
    label: "Payments",
    entries: [
      MAKE_A_PAYMENT,
      {
        label: "Cart",
        path: "cart",
        icon: IconShoppingCart,
        ready: true,
        description: "What you are about to pay for, with the convenience fee, before checkout.",
      },
      PAYMENT_HISTORY,
      PARENT_SERIES,
      linkedFrom(PARENT_SERIES, "Recurring payment", "series/:seriesId"),
      linkedFrom(MAKE_A_PAYMENT, "Checkout", "checkout"),
      linkedFrom(MAKE_A_PAYMENT, "Payment received", "success"),
      linkedFrom(PAYMENT_HISTORY, "Receipt", "history/:orderId"),
      linkedFrom(PAYMENT_HISTORY, "Pay the rest", "rest/:orderId"),
    ],
  },
  // Parents have no API keys: the same screen is only the password form for them.
  {
    label: "Account",
    entries: [
      PROFILE,
      { ...PASSWORD, label: "Change password", description: "Change the password you sign in with." },
      // The mass password change is offered in the parent module too (docs/product/accounts-and-roles.md);
      // control staff hold the permission.
      {
        label: "Accounts",
        path: "settings/administrators",
        icon: IconUserCog,
        permission: "settings.manage",
        ready: true,
        description: "Change the passwords of parent and administrator accounts.",
      },
    ],
  },
];

/** Postbacks to student information systems, control only (docs/product/control-area.md). */
const POSTBACKS: MenuEntry = {
  label: "Postbacks",
  path: "reports/postbacks",
  icon: IconWebhook,
  ready: true,
  description: "Payments reported to student information systems: post back again, mark, or post back several.",
};

const CONTROL_MENU: readonly MenuGroup[] = [
  { label: null, entries: [HOME, DASHBOARD] },
  {
    label: "Control",
    entries: [
      {
        label: "Company search",
        path: "company/search",
        icon: IconSearch,
        ready: true,
        description: "Find any company by name, city or id, and sign in as one of its sites.",
      },
      {
        label: "Operations",
        path: "operations",
        icon: IconSettingsAutomation,
        ready: true,
        description: "What needs attention now: failed postbacks, monitors in error, collections, mail and jobs.",
      },
      // A line of their own as well as the operations home's card: support looks for them directly.
      {
        label: "Failed jobs",
        path: "operations/jobs",
        icon: IconServerBolt,
        ready: true,
        description: "Background work that failed: mail, postbacks, imports, scheduled charges. Retry or discard.",
      },
      { label: "Failed job", path: "operations/jobs/:queue/:jobId", icon: IconServerBolt, ready: true, inNavigation: false },
      {
        label: "Collections",
        path: "operations/collections",
        icon: IconAddressBook,
        ready: true,
        description: "Money still owed: partial authorizations, failed recurring charges, returned checks. Remind, collect or write off.",
      },
      ...MONITOR_SCREENS,
      POSTBACKS,
      linkedFrom(POSTBACKS, "Postback", "reports/postbacks/:postbackId"),
      TRANSACTIONS,
      USERS_REPORT,
      {
        label: "Outbox",
        path: "operations/outbox",
        icon: IconInbox,
        ready: true,
        description: "Read the mail and the channel posts the platform sent: reset links, notices, delivery errors, promotions.",
      },
      {
        label: "Statements upload",
        path: "statements/email-upload",
        icon: IconFileUpload,
        ready: true,
        description: "E-mail a statement to every payer of a CSV file, 10 rows at a time.",
      },
      { label: "Statement", path: "statements/key/:key", icon: IconFileUpload, ready: true, inNavigation: false },
      {
        label: "E-mail upload",
        path: "upload-emails",
        icon: IconListDetails,
        ready: true,
        description: "Upload a CSV of statement e-mails: check and fix its rows, then send them.",
      },
      ...SERVICE_ALERT_SCREENS,
      {
        ...STUDENT_GROUPS_SCREEN,
        modules: ["control"],
        description: "Any site's student groups: listed, smart (by grade, school and student) and shared ones.",
      },
      // Control staff reach an item's rules and the payment settings of any site by address
      // (the pages carry a site picker); the control navigation has no item screens.
      ...linkedOnly(ITEM_RULE_SCREENS),
      ...linkedOnly(PAYMENT_SETTINGS_SCREENS),
      { label: "Receipt", path: "receipt/:orderId", icon: IconReceipt, ready: true, inNavigation: false },
      // A company's support contacts, reached from company search (docs/product/control-area.md).
      { label: "Support contacts", path: "company/:companyId/supportcontact/index", icon: IconAddressBook, ready: true, inNavigation: false },
      // A company's file export format, reached by address (docs/product/students-and-groups.md).
      { label: "File export format", path: "company/:companyId/ftp-account/files", icon: IconFileUpload, ready: true, inNavigation: false },
      TRANSACTION_DETAIL,
    ],
  },
  {
    label: "Account",
    entries: [
      PROFILE,
      PASSWORD,
      {
        label: "Administrators",
        path: "settings/administrators",
        icon: IconUserCog,
        ready: true,
        description: "Administrators of every company: create, edit and set passwords.",
      },
      ...ADMIN_FORM_SCREENS,
      ...ROLE_SCREENS,
      ...CATEGORY_SCREENS,
    ],
  },
];

const MENUS: Record<TModule, readonly MenuGroup[]> = {
  school: ADMIN_MENU,
  vendor: ADMIN_MENU,
  business: ADMIN_MENU,
  parent: PARENT_MENU,
  control: CONTROL_MENU,
};

/**
 * The menu a user sees in a module: entries of other modules, ungranted ones and screens reached
 * by link only removed, empty groups dropped.
 */
export function menuFor(module: TModule, session: Session): MenuGroup[] {
  return MENUS[module]
    .map((group) => ({
      ...group,
      entries: group.entries.filter(
        (entry) =>
          entry.inNavigation !== false &&
          (!entry.modules || entry.modules.includes(module)) &&
          (!entry.permission || hasPermission(session, entry.permission)),
      ),
    }))
    .filter((group) => group.entries.length > 0);
}

export type MenuAccess = "allowed" | "denied" | "not-found";

/**
 * May this session open the screen at `path` in `module`? Read from the same entries the menu
 * shows, so a page and its menu entry cannot disagree: a screen missing from the module's menu
 * (or limited to other modules) does not exist there; one whose permission the user lacks is
 * refused with the product's access-denied message (docs/product/accounts-and-roles.md).
 */
export function menuAccess(module: TModule, path: string, session: Session): MenuAccess {
  const entry = MENUS[module].flatMap((group) => group.entries).find((candidate) => candidate.path === path);
  if (!entry || (entry.modules && !entry.modules.includes(module))) return "not-found";
  if (entry.permission && !hasPermission(session, entry.permission)) return "denied";
  return "allowed";
}
