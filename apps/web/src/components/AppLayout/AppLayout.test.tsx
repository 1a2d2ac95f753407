// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { Session } from "../../lib/session.ts";
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

// What the shell asks the server (quick login offered? service alerts?) is answered in the cache
// beforehand, so no request leaves the test.
function renderShell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(trpc.masquerade.available.queryKey(), false as never);
  client.setQueryData(trpc.alerts.messages.queryKey({ module: "school" }), []);
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

describe("AppLayout", () => {
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
});
