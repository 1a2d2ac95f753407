// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { trpc } from "../../trpc.ts";
import { PayRestNotice } from "./PayRestNotice.tsx";

const access = { orderId: 217, module: "parent" as const };

/** The summary as the server answered it, already in the cache and fresh, so nothing is fetched. */
function renderNotice(dueCents: number) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(trpc.payRest.summary.queryKey(access), { dueCents } as never);
  return renderUI(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/parent/receipts/217"]}>
        <Routes>
          <Route path="/parent/receipts/217" element={<PayRestNotice access={access} to="/parent/orders/217/pay" />} />
          <Route path="/parent/orders/217/pay" element={<p>Pay the rest page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("PayRestNotice", () => {
  it("says what is still due and leads to the page that pays it", async () => {
    const { user } = renderNotice(1400);
    expect(screen.getByText("Part of this payment was approved: $14.00 is still due.")).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Pay the rest" }));
    expect(screen.getByText("Pay the rest page")).toBeTruthy();
  });

  it("shows nothing once nothing is due", () => {
    renderNotice(0);
    expect(screen.queryByText(/still due/)).toBeNull();
    expect(screen.queryByRole("link", { name: "Pay the rest" })).toBeNull();
  });
});
