// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TYPEAHEAD_DEBOUNCE_MS } from "@paydesk/validators";
import { renderUI } from "../../testing/render.tsx";
import { trpc } from "../../trpc.ts";
import { CompanySuggest } from "./CompanySuggest.tsx";
import { useCompanyPick } from "./useCompanyPick.ts";
import type { CompanySuggestion } from "./useCompanySuggestions.ts";

const lincoln = { id: 7, name: "Lincoln High School", kind: "SCHOOL", city: "Springfield" } as CompanySuggestion;
const lincolnCafe = { id: 9, name: "Lincoln Cafe", kind: "VENDOR", city: "Shelbyville" } as CompanySuggestion;

// The server's answer for "lin" is in the cache before the field asks, so no request leaves the test.
function withAnswers(answers: Record<string, CompanySuggestion[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [term, companies] of Object.entries(answers)) client.setQueryData(trpc.companies.suggest.queryKey({ term }), companies);
  return client;
}

function Field({ client, onPick }: { client: QueryClient; onPick: (company: CompanySuggestion) => void }) {
  const [value, setValue] = useState("");
  return (
    <QueryClientProvider client={client}>
      <CompanySuggest label="School" value={value} onChange={setValue} onSuggestionPick={onPick} />
    </QueryClientProvider>
  );
}

// happy-dom lays nothing out, so the list is read from the accessibility tree with hidden nodes included.
const options = () => screen.queryAllByRole("option", { hidden: true });

describe("CompanySuggest", () => {
  it("suggests the companies the server answered, each with its kind and city", async () => {
    const { user } = renderUI(<Field client={withAnswers({ lin: [lincoln, lincolnCafe] })} onPick={vi.fn()} />);
    await user.type(screen.getByRole("combobox", { name: "School" }), "lin");
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(options().map((o) => o.textContent)).toEqual(["Lincoln High SchoolSchool · Springfield", "Lincoln CafeVendor · Shelbyville"]);
  });

  it("asks nothing below two characters", async () => {
    // The field's clock is the test's: the typing pause runs out when the test says, not after a sleep.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderUI(<Field client={withAnswers({ l: [lincoln] })} onPick={vi.fn()} />);
      await user.type(screen.getByRole("combobox", { name: "School" }), "l");
      await act(() => vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS * 2));
      expect(options()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports the picked company and writes its name into the field", async () => {
    const onPick = vi.fn();
    const { user } = renderUI(<Field client={withAnswers({ lin: [lincoln, lincolnCafe] })} onPick={onPick} />);
    const field = screen.getByRole("combobox", { name: "School" });
    await user.type(field, "lin");
    await waitFor(() => expect(options()).toHaveLength(2));
    await user.click(options()[1]!);
    expect(onPick).toHaveBeenCalledExactlyOnceWith(lincolnCafe);
    expect((field as HTMLInputElement).value).toBe("Lincoln Cafe");
  });

  it("with useCompanyPick, holds the picked company until other text is typed", async () => {
    const onPick = vi.fn();
    function Picked() {
      const pick = useCompanyPick(onPick);
      return <CompanySuggest label="School" {...pick} />;
    }
    const { user } = renderUI(
      <QueryClientProvider client={withAnswers({ lin: [lincoln, lincolnCafe] })}>
        <Picked />
      </QueryClientProvider>,
    );
    const field = screen.getByRole("combobox", { name: "School" });
    await user.type(field, "lin");
    await waitFor(() => expect(options()).toHaveLength(2));
    onPick.mockClear();
    await user.click(options()[0]!);
    expect(onPick.mock.calls).toEqual([["7", "Lincoln High School"]]);
    await user.type(field, "x");
    expect(onPick).toHaveBeenLastCalledWith("", "");
  });
});
