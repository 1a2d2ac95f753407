// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { PersonCell } from "./PersonCell.tsx";

describe("PersonCell", () => {
  it("shows the name over the e-mail address", () => {
    renderUI(<PersonCell name="Ada Lovelace" email="ada@example.com" />);
    const name = screen.getByText("Ada Lovelace");
    expect(name.compareDocumentPosition(screen.getByText("ada@example.com")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("links the name to the person's page when there is one", () => {
    renderUI(
      <MemoryRouter>
        <PersonCell name="Ada Lovelace" email="ada@example.com" href="/school/settings/administrators/7" />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Ada Lovelace" }).getAttribute("href")).toBe("/school/settings/administrators/7");
  });

  it("shows the person's initials before the name when asked for a face", () => {
    const { container } = renderUI(<PersonCell name="Ada Lovelace" email="ada@example.com" avatar />);
    const initials = screen.getByText("AL");
    expect(initials.compareDocumentPosition(screen.getByText("Ada Lovelace")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelectorAll(".mantine-Avatar-root")).toHaveLength(1);
  });

  it("shows no initials by default", () => {
    renderUI(<PersonCell name="Ada Lovelace" email="ada@example.com" />);
    expect(screen.queryByText("AL")).toBeNull();
  });
});
