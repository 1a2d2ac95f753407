// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { TRPCClientError } from "@trpc/client";
import { describe, expect, it, vi } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { QueryStates } from "./QueryStates.tsx";
import { StaleContent } from "./StaleContent.tsx";

function query(over: Partial<{ data: string[]; isError: boolean; error: unknown; isRefetching: boolean }> = {}) {
  return { data: undefined, isError: false, error: null, isRefetching: false, refetch: vi.fn(async () => undefined), ...over };
}

const list = (data: string[]) => <ul>{data.map((name) => <li key={name}>{name}</li>)}</ul>;

describe("QueryStates", () => {
  it("shows a busy placeholder while the first answer loads", () => {
    const { container } = renderUI(<QueryStates query={query()}>{list}</QueryStates>);
    expect(container.querySelector("[aria-busy='true']")).not.toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("says the server's message on an error and tries again when asked", async () => {
    const error = TRPCClientError.from({ error: { message: "The list is not available.", code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } } });
    const failed = query({ isError: true, error });
    const { user } = renderUI(<QueryStates query={failed}>{list}</QueryStates>);
    expect(screen.getByRole("alert").textContent).toContain("The list is not available.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it("shows the empty state for an answer without rows, and the rows otherwise", () => {
    const { rerender } = renderUI(
      <QueryStates query={query({ data: [] })} isEmpty={(data) => data.length === 0} empty={<p>Nothing yet.</p>}>
        {list}
      </QueryStates>,
    );
    expect(screen.getByText("Nothing yet.")).toBeTruthy();
    rerender(
      <QueryStates query={query({ data: ["Ada"] })} isEmpty={(data) => data.length === 0} empty={<p>Nothing yet.</p>}>
        {list}
      </QueryStates>,
    );
    expect(screen.getByRole("listitem").textContent).toBe("Ada");
    expect(screen.queryByText("Nothing yet.")).toBeNull();
  });

  it("keeps the shown rows on an error of a later refresh", () => {
    renderUI(<QueryStates query={query({ data: ["Ada"], isError: true, error: new Error("offline") })}>{list}</QueryStates>);
    expect(screen.getByRole("listitem").textContent).toBe("Ada");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("StaleContent", () => {
  it("says in words, not by dimming, that newer results are loading", () => {
    const { rerender } = renderUI(<StaleContent stale>rows</StaleContent>);
    expect(screen.getByRole("status").textContent).toBe("Updating…");
    rerender(<StaleContent stale={false}>rows</StaleContent>);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
