import { createBrowserRouter } from "react-router";
import { FullPageLoader } from "../components/FullPageLoader/index.ts";
import { NotFound } from "../components/NotFound/index.ts";
import { RouteError } from "../components/ErrorBoundary/index.ts";
import { administratorsRoutes } from "../pages/Administrators/routes.tsx";
import { categoriesRoutes } from "../pages/Categories/routes.tsx";
import { chartOfAccountsRoutes } from "../pages/ChartOfAccounts/routes.tsx";
import { controlRoutes } from "../pages/Control/routes.tsx";
import { itemBuilderRoutes } from "../pages/ItemBuilder/routes.tsx";
import { itemListsRoutes } from "../pages/ItemLists/routes.tsx";
import { parentRoutes } from "../pages/Parent/routes.tsx";
import { payForRoutes } from "../pages/PayFor/routes.tsx";
import { itemRulesRoutes } from "../pages/ItemRules/routes.tsx";
import { paymentSettingsRoutes } from "../pages/PaymentSettings/routes.tsx";
import { rolesRoutes } from "../pages/Roles/routes.tsx";
import { seriesRoutes } from "../pages/Series/routes.tsx";
import { receiptModuleRoutes, receiptPublicRoutes } from "../pages/Receipt/routes.tsx";
import { multiAddRoutes, virtualTerminalRoutes } from "../pages/VirtualTerminal/routes.tsx";
import { closeoutRoutes } from "../pages/Closeout/routes.tsx";
import { transactionsListRoutes } from "../pages/Transactions/List/routes.tsx";
import { depositReportRoutes } from "../pages/DepositReport/routes.tsx";
import { usersReportRoutes } from "../pages/UsersReport/routes.tsx";
import { transactionDetailRoutes } from "../pages/Transactions/Detail/routes.tsx";
import { sisSettingsRoutes } from "../pages/SisSettings/routes.tsx";
import { itemUploadRoutes } from "../pages/ItemUpload/routes.tsx";
import { schoolsRoutes } from "../pages/Schools/routes.tsx";
import { accountStructureRoutes } from "../pages/AccountStructure/routes.tsx";
import { exportFormatRoutes } from "../pages/ExportFormat/routes.tsx";
import { studentsAndGroupsRoutes } from "../pages/StudentsAndGroups/routes.tsx";
import { studentUploadRoutes } from "../pages/StudentsAndGroups/Upload/routes.tsx";
import { importantDatesRoutes } from "../pages/ImportantDates/routes.tsx";
import { registerParentsRoutes } from "../pages/RegisterParents/routes.tsx";
import { groupRoutes, groupUploadRoutes } from "../pages/StudentsAndGroups/Groups/routes.tsx";
import { serviceAlertsRoutes } from "../pages/ServiceAlerts/routes.tsx";
import { goLiveRoutes } from "../pages/GoLive/routes.tsx";
import { monitorsRoutes } from "../pages/Monitors/routes.tsx";
import { profileRoutes } from "../pages/Profile/routes.tsx";
import { imagesRoutes, imageTermsRedirectRoute } from "../pages/Images/routes.tsx";
import { skinsRoutes } from "../pages/Skins/routes.tsx";
import { dashboardRoutes } from "../pages/Dashboard/routes.tsx";
import { promotionsRoutes } from "../pages/Promotions/routes.tsx";
import { ModuleRoute } from "./ModuleRoute.tsx";
import { RootLayout } from "./RootLayout.tsx";
import { RootRedirect } from "./RootRedirect.tsx";

/**
 * Every route of the app. Screens that are not built yet have no route: their menu entries are
 * disabled ("Coming soon"), and typing their address shows the not-found page.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError fullPage />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: "/", element: <RootRedirect /> },
      {
        path: "/login",
        // Every page is loaded on demand, the sign-in page too: the first download is only the shell.
        lazy: async () => ({ Component: (await import("../pages/LoginPage/index.ts")).LoginPage }),
      },
      {
        path: "/login/forgot",
        lazy: async () => ({ Component: (await import("../pages/PasswordReset/index.ts")).ForgotPasswordPage }),
      },
      {
        path: "/login/reset/:token",
        lazy: async () => ({ Component: (await import("../pages/PasswordReset/index.ts")).ResetPasswordPage }),
      },
      {
        // The link sent to a new sign-in e-mail: it may open where nobody is signed in.
        path: "/account/confirm-email/:token",
        lazy: async () => ({ Component: (await import("../pages/ConfirmEmail/index.ts")).ConfirmEmailPage }),
      },
      ...payForRoutes,
      ...receiptPublicRoutes,
      ...multiAddRoutes,
      imageTermsRedirectRoute,
      {
        path: "/:module",
        element: <ModuleRoute />,
        children: [
          {
            // Errors inside a module page (FORBIDDEN included) render inside the shell.
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: async () => ({ Component: (await import("../pages/StaffHome/index.ts")).HomePage }) },
              {
                path: "account/password",
                // Loaded on demand: it carries the captcha widget and the strength meter.
                lazy: async () => ({ Component: (await import("../pages/AccountSecurity/index.ts")).AccountSecurityPage }),
              },
              ...rolesRoutes,
              ...categoriesRoutes,
              ...chartOfAccountsRoutes,
              ...administratorsRoutes,
              ...controlRoutes,
              ...schoolsRoutes,
              ...accountStructureRoutes,
              ...exportFormatRoutes,
              ...itemBuilderRoutes,
              ...itemListsRoutes,
              ...itemRulesRoutes,
              ...paymentSettingsRoutes,
              ...parentRoutes,
              ...receiptModuleRoutes,
              ...virtualTerminalRoutes,
              ...closeoutRoutes,
              ...transactionsListRoutes,
              ...depositReportRoutes,
              ...usersReportRoutes,
              ...transactionDetailRoutes,
              ...seriesRoutes,
              ...sisSettingsRoutes,
              ...itemUploadRoutes,
              ...studentsAndGroupsRoutes,
              ...studentUploadRoutes,
              ...importantDatesRoutes,
              ...registerParentsRoutes,
              ...groupUploadRoutes,
              ...serviceAlertsRoutes,
              ...goLiveRoutes,
              ...monitorsRoutes,
              ...profileRoutes,
              ...imagesRoutes,
              ...skinsRoutes,
              ...groupRoutes,
              ...dashboardRoutes,
              ...promotionsRoutes,
              { path: "*", element: <NotFound /> },
            ],
          },
        ],
      },
      { path: "*", element: <NotFound fullPage /> },
    ],
  },
]);
