// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { PageHeader } from "./PageHeader.tsx";

describe("PageHeader", () => {
  it("gives the page its one level-1 heading, a line under it and its actions", () => {
    renderUI(<PageHeader title="Roles" description="Who may do what." actions={<button type="button">Add role</button>} />);
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Roles"]);
    expect(screen.getByText("Who may do what.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add role" })).toBeTruthy();
  });

  it("draws no description line when there is none", () => {
    const { container } = renderUI(<PageHeader title="Roles" />);
    expect(container.querySelectorAll("p")).toHaveLength(0);
  });
});
