// @vitest-environment happy-dom
import { Button } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { StatusPage } from "./StatusPage.tsx";

describe("StatusPage", () => {
  it("shows its title as the page's one heading, its message and its actions", async () => {
    const onRetry = vi.fn();
    const { user } = renderUI(
      <StatusPage
        icon={<svg aria-hidden data-testid="status-icon" />}
        color="red"
        title="Something went wrong"
        message="Try again in a moment."
        actions={<Button onClick={onRetry}>Try again</Button>}
      />,
    );
    const headings = screen.getAllByRole("heading");
    expect(headings).toHaveLength(1);
    expect(headings[0]!.tagName).toBe("H1");
    expect(headings[0]!.textContent).toBe("Something went wrong");
    expect(screen.getByText("Try again in a moment.")).toBeTruthy();
    expect(screen.getByTestId("status-icon")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("offers no action when it is given none", () => {
    renderUI(<StatusPage icon={null} color="gray" title="Nothing here" message="Empty." />);
    expect(screen.getByRole("heading", { level: 1, name: "Nothing here" })).toBeTruthy();
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(screen.queryAllByRole("link")).toEqual([]);
  });
});
