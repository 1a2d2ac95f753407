// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { Logo } from "./Logo.tsx";

describe("Logo", () => {
  it.each([["md"], ["lg"]] as const)("at size %s reads as the product's name alone", (size) => {
    const { container } = renderUI(<Logo size={size} />);
    expect(screen.getByText("PayDesk")).toBeTruthy();
    // The mark beside the name is decoration: nothing for a screen reader to announce.
    expect(screen.queryAllByRole("img")).toEqual([]);
    for (const svg of container.querySelectorAll("svg")) expect(svg.getAttribute("aria-hidden")).toBe("true");
  });
});
