// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { Session } from "../../lib/session.ts";
import type { BannerAlert } from "../../pages/ServiceAlerts/Banner/useServiceAlerts.ts";
import { ALERTS_WAIT_MS } from "../../pages/ServiceAlerts/Banner/useServiceAlerts.ts";
import { renderUI } from "../../testing/render.tsx";
import { trpc } from "../../trpc.ts";
import { AppLayout } from "./AppLayout.tsx";

const session = {
  user: { id: 1, email: "office@demo.test", name: "Office", kind: "ADMIN", companyId: 1 },
  company: { id: 1, name: "Lincoln High School", kind: "SCHOOL", timeZone: "America/Chicago" },
  mustChangePassword: false,
  homeModule: "school",
  modules: ["school"],
  permissions: ["reports.view"],
  masquerading: false,
  realUser: null,
} as unknown as Session;

const MAINTENANCE: BannerAlert = {
  alertId: 7,
  title: "Scheduled maintenance on Sunday",
  message: "Payments pause from 2 to 3 a.m.",
  type: "info",
  itemUrl: null,
  itemTitle: null,
};

/** An answer the test gives when it chooses. */
function held<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

// What the shell asks the server (quick login offered? service alerts?) is answered in the cache
// beforehand, so no request leaves the test; the alerts may instead be an answer still to come.
function renderShell({ alerts = [] }: { alerts?: BannerAlert[] | Promise<BannerAlert[]> } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(trpc.masquerade.available.queryKey(), false as never);
  const alertsKey = trpc.alerts.messages.queryKey({ module: "school" });
  if (Array.isArray(alerts)) client.setQueryData(alertsKey, alerts);
  else void client.prefetchQuery({ queryKey: alertsKey, queryFn: () => alerts });
  const page = (title: string, to: string) => (
    <AppLayout session={session} module="school">
      {/* Each page its own tree, as the app's pages are: the link followed goes with its page. */}
      <div key={title}>
        <h1>{title}</h1>
        <Link to={to}>Next page</Link>
      </div>
    </AppLayout>
  );
  return renderUI(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/school"]}>
        <Routes>
          <Route path="/school" element={page("Dashboard", "/school/reports")} />
          <Route path="/school/reports" element={page("Reports", "/school")} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const content = () => document.getElementById("main-content")!;
const alertRow = () => screen.queryByRole("note", { name: MAINTENANCE.title });
const precedes = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("AppLayout", () => {
  // The banner's code is in, as it is by the time a real server has answered: these tests are
  // about where the alerts go, not about a download in the test runner.
  beforeAll(() => import("../../pages/ServiceAlerts/Banner/ServiceAlertBanner.tsx"));

  it("puts the page in the main region beside the main navigation, the company named in the header", async () => {
    renderShell();
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(screen.getByRole("main").contains(screen.getByRole("heading", { name: "Dashboard" }))).toBe(true);
    expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeTruthy();
    expect(screen.getByRole("banner").textContent).toContain("Lincoln High School");
  });

  it("lets the keyboard skip to the page's content with the first Tab", async () => {
    const { user } = renderShell();
    await screen.findByRole("heading", { name: "Dashboard" });
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(document.activeElement).toBe(skip);
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(content());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Next page" }));
  });

  it("starts a page reached inside the app at its content, for the next Tab", async () => {
    const { user } = renderShell();
    await user.click(await screen.findByRole("link", { name: "Next page" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Reports" })).toBeTruthy();
    expect(document.activeElement).toBe(content());
  });

  it("shows the page with its service alerts above it once they are in, not before", async () => {
    const alerts = held<BannerAlert[]>();
    renderShell({ alerts: alerts.promise });
    // The page waits for its alerts: nothing is shown yet that they could push down.
    expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();
    alerts.answer([MAINTENANCE]);
    const heading = await screen.findByRole("heading", { name: "Dashboard" });
    const row = alertRow();
    expect(row).toBeTruthy();
    expect(precedes(row!, heading)).toBe(true);
  });

  it("shows the page after a bounded wait when its alerts are slow, and the late alerts below it until the next page", async () => {
    const alerts = held<BannerAlert[]>();
    const { user } = renderShell({ alerts: alerts.promise });
    const started = performance.now();
    const heading = await screen.findByRole("heading", { name: "Dashboard" }, { timeout: ALERTS_WAIT_MS * 5 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(ALERTS_WAIT_MS - 50);
    alerts.answer([MAINTENANCE]);
    expect(await screen.findByRole("note", { name: MAINTENANCE.title })).toBeTruthy();
    // After the page, where it pushes nothing the reader is using.
    expect(precedes(heading, alertRow()!)).toBe(true);
    expect(screen.getByRole("region", { name: "New service alerts" }).contains(alertRow())).toBe(true);

    // The next page shows it first, as it is new anyway.
    await user.click(screen.getByRole("link", { name: "Next page" }));
    const next = await screen.findByRole("heading", { level: 1, name: "Reports" });
    expect(precedes(alertRow()!, next)).toBe(true);
    expect(screen.getByRole("region", { name: "Service alerts" }).contains(alertRow())).toBe(true);
  });
});
