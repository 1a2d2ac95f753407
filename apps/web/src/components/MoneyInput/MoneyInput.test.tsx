// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { DollarInput, PercentInput } from "./MoneyInput.tsx";

function Dollars({ start = 0 }: { start?: number }) {
  const [cents, setCents] = useState(start);
  return (
    <>
      <DollarInput label="Amount" value={cents} onChange={setCents} />
      <p data-testid="cents">{cents}</p>
    </>
  );
}

const amount = () => screen.getByRole("textbox", { name: "Amount" }) as HTMLInputElement;

describe("DollarInput", () => {
  it("holds integer cents and shows them formatted once the field is left", async () => {
    const { user } = renderUI(<Dollars />);
    await user.click(amount());
    expect(amount().value).toBe("");
    await user.keyboard("12.5");
    await user.tab();
    expect(screen.getByTestId("cents").textContent).toBe("1250");
    expect(amount().value).toBe("$12.50");
    expect(screen.queryByTestId("amount-note")).toBeNull();
  });

  it("says so when the product's blur rule changes what was typed (rounded to cents)", async () => {
    const { user } = renderUI(<Dollars />);
    await user.click(amount());
    await user.keyboard("1.239");
    await user.tab();
    expect(screen.getByTestId("cents").textContent).toBe("124");
    expect(screen.getByTestId("amount-note").textContent).toBe("Only two decimals are kept: 1.239 became $1.24.");
  });

  it("clamps to the largest amount and says so", async () => {
    const { user } = renderUI(<Dollars />);
    await user.click(amount());
    await user.keyboard("250000");
    await user.tab();
    expect(screen.getByTestId("cents").textContent).toBe("10000000");
    expect(screen.getByTestId("amount-note").textContent).toContain("is the most this field takes");
  });

  it("replaces a shown amount with what is typed right after the field is clicked", async () => {
    // No frame passes between the click and the keys, as on a busy phone: the amount is selected
    // by the focus itself, so the first digit replaces it instead of landing behind "$150.00".
    const frames = vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
    try {
      renderUI(<Dollars start={15000} />);
      const user = userEvent.setup({ delay: null });
      await user.click(amount());
      await user.keyboard("12.5");
      await user.tab();
      expect(screen.getByTestId("cents").textContent).toBe("1250");
      expect(amount().value).toBe("$12.50");
    } finally {
      frames.mockRestore();
    }
  });

  it("shows a value set from outside the field", () => {
    renderUI(<Dollars start={4200} />);
    expect(amount().value).toBe("$42.00");
  });
});

describe("PercentInput", () => {
  it("holds hundredths of a percent", async () => {
    function Percent() {
      const [hundredths, setHundredths] = useState(0);
      return (
        <>
          <PercentInput label="Fee" value={hundredths} onChange={setHundredths} />
          <p data-testid="hundredths">{hundredths}</p>
        </>
      );
    }
    const { user } = renderUI(<Percent />);
    await user.click(screen.getByRole("textbox", { name: "Fee" }));
    await user.keyboard("2.75");
    await user.tab();
    expect(screen.getByTestId("hundredths").textContent).toBe("275");
  });
});
