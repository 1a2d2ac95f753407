// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { SearchField } from "./SearchField.tsx";

function Searched({ label }: { label?: string }) {
  const [text, setText] = useState("");
  return (
    <>
      <SearchField label={label} placeholder="Name or e-mail" value={text} onChange={setText} />
      <p data-testid="text">{text}</p>
    </>
  );
}

describe("SearchField", () => {
  it("is labelled Search by default and hands each keystroke's text to the page", async () => {
    const { user } = renderUI(<Searched />);
    const field = screen.getByRole("textbox", { name: "Search" });
    await user.type(field, "ada");
    expect(screen.getByTestId("text").textContent).toBe("ada");
    expect(field).toHaveProperty("placeholder", "Name or e-mail");
  });

  it("takes the page's own label, and its icon is not read out", () => {
    const { container } = renderUI(<Searched label="Find a student" />);
    expect(screen.getByRole("textbox", { name: "Find a student" })).toBeTruthy();
    const icon = container.querySelector("svg");
    expect(icon?.getAttribute("aria-hidden")).toBe("true");
  });
});
