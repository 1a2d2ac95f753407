// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { LineArithmetic } from "./LineArithmetic.tsx";

const shown = () => screen.getByTestId("line-arithmetic").textContent;

describe("LineArithmetic", () => {
  it("shows the line's whole sum, zero tax included, adding up to its total", () => {
    renderUI(<LineArithmetic line={{ quantity: 3, amountCents: 1200, feeCents: 300, taxCents: 0, totalCents: 3900 }} />);
    expect(shown()).toBe("$12.00 × 3 + $3.00 fee + $0.00 tax = $39.00");
  });

  it("adds shipping when the line has some, and a rounding cent rather than a sum that does not add up", () => {
    const { unmount } = renderUI(
      <LineArithmetic line={{ quantity: 1, amountCents: 1000, feeCents: 0, taxCents: 80, shippingCents: 500, totalCents: 1580 }} />,
    );
    expect(shown()).toBe("$10.00 × 1 + $0.00 fee + $0.80 tax + $5.00 shipping = $15.80");
    unmount();

    renderUI(<LineArithmetic line={{ quantity: 3, amountCents: 333, feeCents: 0, taxCents: 0, totalCents: 1000 }} />);
    expect(shown()).toBe("$3.33 × 3 + $0.00 fee + $0.00 tax + $0.01 rounding = $10.00");
  });

  it("passes text props through to what it renders", () => {
    renderUI(<LineArithmetic line={{ quantity: 1, amountCents: 500, feeCents: 0, taxCents: 0, totalCents: 500 }} aria-label="Line sum" />);
    expect(screen.getByLabelText("Line sum").textContent).toBe("$5.00 × 1 + $0.00 fee + $0.00 tax = $5.00");
  });
});
