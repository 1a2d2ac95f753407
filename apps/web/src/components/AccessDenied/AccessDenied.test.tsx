// @vitest-environment happy-dom
import { AUTH_MESSAGES } from "@paydesk/validators";
import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { AccessDenied } from "./AccessDenied.tsx";

describe("AccessDenied", () => {
  it("says access is denied in the product's fixed words (docs/product/accounts-and-roles.md)", () => {
    renderUI(
      <MemoryRouter>
        <AccessDenied />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Access restricted" })).toBeTruthy();
    expect(screen.getByText("Access denied. You do not have permission to see this page.")).toBeTruthy();
    expect(screen.getByTestId("access-denied").textContent).toBe(AUTH_MESSAGES.accessDenied);
  });

  it("leads home with a link", async () => {
    const { user } = renderUI(
      <MemoryRouter initialEntries={["/school/users"]}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="*" element={<AccessDenied fullPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const home = screen.getByRole("link", { name: "Go to my home page" });
    expect(home.getAttribute("href")).toBe("/");
    await user.click(home);
    expect(screen.getByText("Home page")).toBeTruthy();
    expect(screen.queryByText("Access restricted")).toBeNull();
  });
});
