import type { RouteObject } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";

/**
 * Routes below `/:module` for: Control area (company search, outbox, statements and e-mail uploads), gated by their entries of
 * the control menu (so they exist at /control/… only). Quick login has no page of
 * its own: its change-site list opens from the header (components/ChangeSite).
 */
export const controlRoutes: RouteObject[] = [
  {
    path: "company/search",
    lazy: async () => {
      const { CompanySearchPage } = await import("./CompanySearch/index.ts");
      return {
        element: <MenuGate path="company/search">{() => <CompanySearchPage />}</MenuGate>,
      };
    },
  },
  {
    path: "operations/outbox",
    lazy: async () => {
      const { OutboxPage } = await import("./Outbox/index.ts");
      return {
        element: <MenuGate path="operations/outbox">{() => <OutboxPage />}</MenuGate>,
      };
    },
  },
  {
    path: "statements/email-upload",
    lazy: async () => {
      const { StatementsUploadPage } = await import("./Statements/index.ts");
      return { element: <MenuGate path="statements/email-upload">{() => <StatementsUploadPage />}</MenuGate> };
    },
  },
  {
    path: "statements/key/:key",
    lazy: async () => {
      const { StatementKeyPage } = await import("./Statements/index.ts");
      return { element: <MenuGate path="statements/key/:key">{() => <StatementKeyPage />}</MenuGate> };
    },
  },
  {
    path: "upload-emails",
    lazy: async () => {
      const { UploadEmailsPage } = await import("./UploadEmails/index.ts");
      return { element: <MenuGate path="upload-emails">{() => <UploadEmailsPage />}</MenuGate> };
    },
  },
  // coll12 (issue 12): collections.
  {
    path: "operations/collections",
    lazy: async () => {
      const { CollectionsPage } = await import("./Collections/index.ts");
      return { element: <MenuGate path="operations/collections">{() => <CollectionsPage />}</MenuGate> };
    },
  },
];
