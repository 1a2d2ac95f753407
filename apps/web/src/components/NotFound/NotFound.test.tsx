// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { NotFound } from "./NotFound.tsx";

describe("NotFound", () => {
  it("says the page is not found, unless told what is missing", () => {
    const { unmount } = renderUI(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(screen.getByText("The page you asked for does not exist, or it has moved.")).toBeTruthy();
    unmount();

    renderUI(
      <MemoryRouter>
        <NotFound title="This pay link is closed" message="Ask the school for a new link." />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "This pay link is closed" })).toBeTruthy();
    expect(screen.getByText("Ask the school for a new link.")).toBeTruthy();
    expect(screen.queryByText("Page not found")).toBeNull();
  });

  it("leads home with a link", async () => {
    const { user } = renderUI(
      <MemoryRouter initialEntries={["/no/such/page"]}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="*" element={<NotFound fullPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const home = screen.getByRole("link", { name: "Go to the home page" });
    expect(home.getAttribute("href")).toBe("/");
    await user.click(home);
    expect(screen.getByText("Home page")).toBeTruthy();
    expect(screen.queryByText("Page not found")).toBeNull();
  });
});
