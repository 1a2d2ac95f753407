// @vitest-environment happy-dom
import { Button } from "@mantine/core";
import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { PhoneFirst } from "./PhoneFirst.tsx";

// The 44 px tap targets are CSS keyed to a mark on body (happy-dom lays nothing out): the mark is
// what is checked here, and that it holds exactly while some phone-first page is shown.
const marked = () => "phoneFirst" in document.body.dataset;

function Nested() {
  const [inner, setInner] = useState(true);
  const [outer, setOuter] = useState(true);
  return (
    <>
      <Button onClick={() => setInner(false)}>Drop inner</Button>
      <Button onClick={() => setOuter(false)}>Drop outer</Button>
      {outer && <PhoneFirst>{inner && <PhoneFirst>Pay for lunch</PhoneFirst>}</PhoneFirst>}
    </>
  );
}

describe("PhoneFirst", () => {
  it("shows its page and marks the screen phone-first until it goes", () => {
    expect(marked()).toBe(false);
    const { unmount } = renderUI(<PhoneFirst>Pay for lunch</PhoneFirst>);
    expect(screen.getByText("Pay for lunch")).toBeTruthy();
    expect(marked()).toBe(true);
    unmount();
    expect(marked()).toBe(false);
  });

  it("keeps the mark while a nested phone-first piece is still shown", async () => {
    const { user } = renderUI(<Nested />);
    expect(marked()).toBe(true);
    await user.click(screen.getByRole("button", { name: "Drop inner" }));
    expect(screen.queryByText("Pay for lunch")).toBeNull();
    expect(marked()).toBe(true);
    await user.click(screen.getByRole("button", { name: "Drop outer" }));
    expect(marked()).toBe(false);
  });
});
