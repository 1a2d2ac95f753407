// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { FullPageLoader } from "./FullPageLoader.tsx";

describe("FullPageLoader", () => {
  it("tells assistive technology the page is loading", () => {
    renderUI(<FullPageLoader />);
    const status = screen.getByRole("status", { name: "Loading" });
    expect(status.closest("[aria-busy='true']")).not.toBeNull();
  });
});
