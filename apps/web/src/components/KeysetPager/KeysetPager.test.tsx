// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { KeysetPager, useKeysetPages } from "./KeysetPager.tsx";

/** A list of 5 rows the server pages 2 at a time by keyset: each answer names the next page's cursor. */
function Pages({ filter }: { filter: string }) {
  const pages = useKeysetPages<number>(filter);
  const start = pages.after ?? 0;
  const nextCursor = start + 2 < 5 ? start + 2 : null;
  return (
    <>
      <p data-testid="after">{String(pages.after)}</p>
      <KeysetPager pages={pages} nextCursor={nextCursor} />
    </>
  );
}

describe("KeysetPager", () => {
  it("goes forward by the server's cursors and back by the ones it kept", async () => {
    const { user } = renderUI(<Pages filter="a" />);
    const previous = () => screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement;
    const next = () => screen.getByRole("button", { name: "Next" }) as HTMLButtonElement;
    expect(screen.getByText("Page 1")).toBeTruthy();
    expect(previous().disabled).toBe(true);

    await user.click(next());
    await user.click(next());
    expect(screen.getByText("Page 3")).toBeTruthy();
    expect(screen.getByTestId("after").textContent).toBe("4");
    expect(next().disabled).toBe(true);

    await user.click(previous());
    expect(screen.getByText("Page 2")).toBeTruthy();
    expect(screen.getByTestId("after").textContent).toBe("2");
  });

  it("starts again at the first page when the filter changes", async () => {
    const { user, rerender } = renderUI(<Pages filter="a" />);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Page 2")).toBeTruthy();
    rerender(<Pages filter="b" />);
    expect(screen.getByText("Page 1")).toBeTruthy();
    expect(screen.getByTestId("after").textContent).toBe("undefined");
  });

  it("draws nothing when the first page holds everything", () => {
    function One() {
      const pages = useKeysetPages<number>("a");
      return <KeysetPager pages={pages} nextCursor={null} />;
    }
    renderUI(<One />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
