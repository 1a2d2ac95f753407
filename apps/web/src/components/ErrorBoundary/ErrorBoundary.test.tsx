// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { TRPCClientError } from "@trpc/client";
import { createMemoryRouter, data, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { RouteError } from "./RouteError.tsx";

function Broken(): never {
  throw new Error("at /srv/app/secret.ts:12 — stack trace nobody should see");
}

const apology = "This page ran into a problem. Reloading usually fixes it; if it keeps happening, please contact support.";

// Both boundaries log what they caught (React does too): kept out of the test output, and checked.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe("ErrorBoundary", () => {
  it("shows its children while nothing fails", () => {
    renderUI(
      <ErrorBoundary>
        <p>Invoices</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Invoices")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
  });

  it("turns a crash into an apology with a reload button, never the error itself", async () => {
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, "location", { configurable: true, value: { ...location, reload } });
    try {
      const { user, container } = renderUI(
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>,
      );
      expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
      expect(screen.getByText(apology)).toBeTruthy();
      expect(container.ownerDocument.body.textContent).not.toContain("secret.ts");
      expect(consoleError).toHaveBeenCalledWith("Unhandled error in the web app", expect.any(Error), expect.anything());
      await user.click(screen.getByRole("button", { name: "Reload the page" }));
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      Object.defineProperty(window, "location", { configurable: true, value: location });
    }
  });
});

function routeFailingWith(error: unknown) {
  const router = createMemoryRouter([
    {
      path: "/",
      errorElement: <RouteError />,
      hydrateFallbackElement: <p>Loading</p>,
      loader: () => {
        throw error;
      },
      element: <p>Invoices</p>,
    },
  ]);
  return renderUI(<RouterProvider router={router} />);
}

describe("RouteError", () => {
  it("shows the access-denied page when the server answered FORBIDDEN", async () => {
    routeFailingWith(TRPCClientError.from({ error: { message: "No", code: -32603, data: { code: "FORBIDDEN", httpStatus: 403 } } }));
    expect(await screen.findByRole("heading", { name: "Access restricted" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to my home page" }).getAttribute("href")).toBe("/");
    expect(consoleError).not.toHaveBeenCalledWith("Route failed", expect.anything());
  });

  it("shows the not-found page for a 404", async () => {
    routeFailingWith(data("gone", { status: 404 }));
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  });

  it("shows the apology for anything else, and logs it", async () => {
    const error = new Error("boom");
    routeFailingWith(error);
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeTruthy();
    // Logged from an effect, which may run after the apology is on screen.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith("Route failed", error));
  });
});
