// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { trpc } from "../../trpc.ts";
import { Captcha } from "./Captcha.tsx";

// A challenge as the server signs it, already in the cache, so no request leaves the test. The
// widget's solving (a web worker) is left to the browser tests: here the widget's own events stand in.
const challenge = { algorithm: "PBKDF2/SHA-256", challenge: "c0ffee", salt: "s", signature: "sig", maxnumber: 1000 };

function renderCaptcha(onChange: (payload: string) => void, error?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(trpc.captcha.challenge.queryKey(), challenge as never);
  const view = renderUI(
    <QueryClientProvider client={client}>
      <Captcha onChange={onChange} error={error} />
    </QueryClientProvider>,
  );
  const widget = view.container.querySelector("altcha-widget")!;
  const announce = (state: string, payload: string | null) => widget.dispatchEvent(new CustomEvent("statechange", { detail: { state, payload } }));
  return { ...view, widget, announce };
}

/** The check inside a form with a field, its challenge still on its way until `arrive()`. */
function renderInForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const queryKey = trpc.captcha.challenge.queryKey();
  // A fetch that never answers, which the check's own query joins instead of asking the network.
  void client.prefetchQuery({ queryKey, queryFn: () => new Promise<never>(() => {}) });
  const view = renderUI(
    <QueryClientProvider client={client}>
      <form>
        <input aria-label="Current password" />
        <Captcha onChange={vi.fn()} />
      </form>
    </QueryClientProvider>,
  );
  const arrive = () =>
    act(async () => {
      await client.cancelQueries({ queryKey });
      client.setQueryData(queryKey, challenge as never);
    });
  const startsOn = () => {
    const widget = view.container.querySelector("altcha-widget") as (Element & { auto?: string }) | null;
    return widget?.getAttribute("auto") ?? widget?.auto;
  };
  return { ...view, arrive, startsOn };
}

describe("Captcha", () => {
  it("starts on the form's next focus, or as it arrives for someone already in the form", async () => {
    const untouched = renderInForm();
    expect(screen.getByRole("status", { name: "Loading the security check" })).toBeTruthy();
    await untouched.arrive();
    await waitFor(() => expect(untouched.startsOn()).toBe("onfocus"));
    untouched.unmount();

    const typing = renderInForm();
    act(() => screen.getByLabelText("Current password").focus());
    await typing.arrive();
    await waitFor(() => expect(typing.startsOn()).toBe("onload"));
  });

  it("is a labelled, explained security check holding the server's challenge", () => {
    const { widget } = renderCaptcha(vi.fn());
    expect(screen.getByText("Security check")).toBeTruthy();
    expect(screen.getByText(/Your browser solves a short puzzle to show you are not a robot\./)).toBeTruthy();
    // React hands a custom element's known properties over as properties, not attributes.
    const given = (widget as Element & { challenge?: unknown }).challenge;
    expect(typeof given === "string" ? JSON.parse(given) : given).toEqual(challenge);
    expect(screen.queryByRole("status", { name: "Loading the security check" })).toBeNull();
  });

  it("reports the solution once verified, and nothing while unsolved", () => {
    const onChange = vi.fn();
    const { announce } = renderCaptcha(onChange);
    announce("verifying", null);
    expect(onChange).toHaveBeenLastCalledWith("");
    announce("verified", "solved-payload");
    expect(onChange).toHaveBeenLastCalledWith("solved-payload");
    announce("error", "stale");
    expect(onChange).toHaveBeenLastCalledWith("");
  });

  it("shows the form's error for it", () => {
    renderCaptcha(vi.fn(), "Please complete the security check.");
    expect(screen.getByText("Please complete the security check.")).toBeTruthy();
  });
});
