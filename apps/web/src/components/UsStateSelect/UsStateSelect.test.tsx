// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { UsStateSelect } from "./UsStateSelect.tsx";

describe("UsStateSelect", () => {
  it("is a required select named State that starts on a prompt and offers the states and territories", () => {
    renderUI(<UsStateSelect />);
    const select = screen.getByRole("combobox", { name: /^State/ }) as HTMLSelectElement;
    expect(select.getAttribute("autocomplete")).toBe("address-level1");
    expect(select.value).toBe("");
    const options = screen.getAllByRole("option") as HTMLOptionElement[];
    expect(options[0]!.textContent).toBe("Choose a state");
    const labels = options.map((option) => option.textContent);
    expect(labels).toContain("Texas (TX)");
    expect(labels).toContain("District of Columbia (DC)");
    expect(labels).toContain("Puerto Rico (PR)");
    expect(options.find((option) => option.textContent === "Texas (TX)")!.value).toBe("TX");
    // withAsterisk marks the label as required for sighted readers.
    expect(screen.getByText("*")).toBeTruthy();
  });

  it("hands the chosen state's code to onChange and shows the given value and error", async () => {
    const onChange = vi.fn();
    const { user } = renderUI(
      <UsStateSelect onChange={(event) => onChange(event.currentTarget.value)} error="Choose a state" />,
    );
    const select = screen.getByRole("combobox", { name: /^State/ }) as HTMLSelectElement;
    await user.selectOptions(select, "Illinois (IL)");
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith("IL");
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText("Choose a state").length).toBeGreaterThan(1);
  });

  it("shows the value it is given", () => {
    renderUI(<UsStateSelect value="CA" onChange={() => {}} />);
    expect((screen.getByRole("combobox", { name: /^State/ }) as HTMLSelectElement).value).toBe("CA");
  });
});
