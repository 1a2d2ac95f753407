// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { sessionQueryOptions, type Session } from "../../lib/session.ts";
import { renderUI } from "../../testing/render.tsx";
import { MenuGate } from "./MenuGate.tsx";

function session(permissions: string[]): Session {
  return {
    user: { id: 1, email: "office@demo.test", name: "Office", kind: "ADMIN", companyId: 1 },
    company: { id: 1, name: "Lincoln High School", kind: "SCHOOL", timeZone: "America/Chicago" },
    mustChangePassword: false,
    homeModule: "school",
    modules: ["school"],
    permissions,
    masquerading: false,
    realUser: null,
  } as unknown as Session;
}

function renderGate(url: string, path: string, signedIn: Session) {
  const client = new QueryClient();
  client.setQueryData(sessionQueryOptions().queryKey, signedIn);
  return renderUI(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/:module/*" element={<MenuGate path={path}>{(_, module) => <p>Transactions of {module}</p>}</MenuGate>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("MenuGate", () => {
  it("shows the page to a user whose role holds the menu entry's permission", () => {
    renderGate("/school/reports/txn", "reports/txn", session(["reports.view"]));
    expect(screen.getByText("Transactions of school")).toBeTruthy();
  });

  it("shows the access-denied message without the permission", () => {
    renderGate("/school/reports/txn", "reports/txn", session(["items.view"]));
    expect(screen.getByTestId("access-denied")).toBeTruthy();
    expect(screen.queryByText(/Transactions of/)).toBeNull();
  });

  it("answers not found for a module whose menu lacks the screen, and for an unknown module", () => {
    const { unmount } = renderGate("/school/no-such-screen", "no-such-screen", session(["reports.view"]));
    expect(screen.getByText("Page not found")).toBeTruthy();
    unmount();
    renderGate("/nowhere/reports/txn", "reports/txn", session(["reports.view"]));
    expect(screen.getByText("Page not found")).toBeTruthy();
  });
});
