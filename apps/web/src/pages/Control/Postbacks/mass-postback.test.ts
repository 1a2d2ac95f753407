import { describe, expect, it } from "vitest";
import { runMassPostback, type MassProgress } from "./mass-postback.ts";

describe("runMassPostback", () => {
  it("sends one at a time, in order, reporting progress after each answer", async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const order: number[] = [];
    const progress: MassProgress[] = [];
    const send = async (id: number) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      order.push(id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      if (id === 2) return { error: "HTTP 500: refused" };
      if (id === 3) throw new Error("This postback is being sent right now.");
      return { error: null };
    };
    const final = await runMassPostback([1, 2, 3, 4], send, (p) => progress.push(p));
    expect(order).toEqual([1, 2, 3, 4]);
    expect(maxInFlight).toBe(1);
    expect(progress.map((p) => p.done)).toEqual([1, 2, 3, 4]);
    expect(final.outcomes).toEqual([
      { id: 1, result: "sent", detail: null },
      { id: 2, result: "failed", detail: "HTTP 500: refused" },
      { id: 3, result: "error", detail: "This postback is being sent right now." },
      { id: 4, result: "sent", detail: null },
    ]);
  });

  it("stops before the next send when asked", async () => {
    let stop = false;
    const final = await runMassPostback([1, 2, 3], async (id) => {
      if (id === 1) stop = true;
      return { error: null };
    }, () => undefined, () => stop);
    expect(final).toMatchObject({ done: 1, total: 3 });
  });
});
