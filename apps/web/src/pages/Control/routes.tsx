import { Navigate, useParams, type RouteObject } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";

/**
 * Routes below `/:module` for: Control area (company search, outbox, statements and e-mail uploads, operations home, postbacks), gated by their entries of
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
  // A company's support contacts, linked from company search.
  {
    path: "company/:companyId/supportcontact/index",
    lazy: async () => {
      const { SupportContactsPage } = await import("./SupportContacts/index.ts");
      return { Component: SupportContactsPage };
    },
  },
  // The operations home and the postbacks (/control/reports/postbacks*, /control/postbacks*:
  // docs/product/control-area.md).
  {
    path: "operations",
    lazy: async () => {
      const { OperationsPage } = await import("./Operations/index.ts");
      return { element: <MenuGate path="operations">{() => <OperationsPage />}</MenuGate> };
    },
  },
  {
    path: "reports/postbacks",
    lazy: async () => {
      const { PostbacksPage } = await import("./Postbacks/index.ts");
      return { element: <MenuGate path="reports/postbacks">{() => <PostbacksPage />}</MenuGate> };
    },
  },
  {
    path: "reports/postbacks/:postbackId",
    lazy: async () => {
      const { PostbackDetailPage } = await import("./Postbacks/index.ts");
      return { element: <MenuGate path="reports/postbacks/:postbackId">{() => <PostbackDetailPage />}</MenuGate> };
    },
  },
  { path: "postbacks", element: <MenuGate path="reports/postbacks">{() => <Navigate to="/control/reports/postbacks" replace />}</MenuGate> },
  { path: "postbacks/:postbackId", element: <MenuGate path="reports/postbacks">{() => <PostbackAlias />}</MenuGate> },
  // Collections.
  {
    path: "operations/collections",
    lazy: async () => {
      const { CollectionsPage } = await import("./Collections/index.ts");
      return { element: <MenuGate path="operations/collections">{() => <CollectionsPage />}</MenuGate> };
    },
  },
  // Failed background jobs, linked from the operations home's card (per queue: ?queue=).
  {
    path: "operations/jobs",
    lazy: async () => {
      const { FailedJobsPage } = await import("./FailedJobs/index.ts");
      return { element: <MenuGate path="operations/jobs">{() => <FailedJobsPage />}</MenuGate> };
    },
  },
  {
    path: "operations/jobs/:queue/:jobId",
    lazy: async () => {
      const { FailedJobDetailPage } = await import("./FailedJobs/index.ts");
      return { element: <MenuGate path="operations/jobs/:queue/:jobId">{() => <FailedJobDetailPage />}</MenuGate> };
    },
  },
];

/** `/control/postbacks/{id}` (and `/control/postbacks/list` opened in a browser) show the same screens. */
function PostbackAlias() {
  const { postbackId } = useParams();
  return <Navigate to={/^\d+$/.test(postbackId ?? "") ? `/control/reports/postbacks/${postbackId}` : "/control/reports/postbacks"} replace />;
}
