import { describe, expect, it } from "vitest";
import { GO_LIVE_STEPS, goLiveChecklist, goLiveProgress, goLiveStep, type GoLiveFacts } from "./steps.ts";

const none: GoLiveFacts = { hasPayee: false, hasActiveItem: false, hasPayment: false, cardPaymentsSetUp: false };

const completed = (facts: GoLiveFacts, ticked: string[]) =>
  goLiveChecklist(facts, new Set(ticked))
    .filter((step) => step.completed)
    .map((step) => step.name);

describe("goLiveChecklist", () => {
  it.each<[string, GoLiveFacts, string[], string[]]>([
    ["a new company has nothing done", none, [], []],
    ["a payee completes the payee step", { ...none, hasPayee: true }, [], ["payee"]],
    ["an active item completes the item step", { ...none, hasActiveItem: true }, [], ["active_item"]],
    ["a payment completes the payment step", { ...none, hasPayment: true }, [], ["first_payment"]],
    ["a configured card gateway completes the card step", { ...none, cardPaymentsSetUp: true }, [], ["card_payments"]],
    ["ticked manual steps are completed", none, ["logo", "fees"], ["fees", "logo"]],
    ["a ticked name of a computed step changes nothing", none, ["payee", "first_payment"], []],
    ["an unknown ticked name is ignored", none, ["gone"], []],
    [
      "everything",
      { hasPayee: true, hasActiveItem: true, hasPayment: true, cardPaymentsSetUp: true },
      GO_LIVE_STEPS.filter((s) => s.type === "manual").map((s) => s.name),
      GO_LIVE_STEPS.map((s) => s.name),
    ],
  ])("%s", (_, facts, ticked, expected) => {
    expect(completed(facts, ticked)).toEqual(expected);
  });

  it("gives every computed step a fact and no manual step one", () => {
    for (const step of GO_LIVE_STEPS) expect(step.fact !== undefined).toBe(step.type === "auto");
    expect(new Set(GO_LIVE_STEPS.map((s) => s.name)).size).toBe(GO_LIVE_STEPS.length);
  });

  it("finds a step by name", () => {
    expect(goLiveStep("payee")?.type).toBe("auto");
    expect(goLiveStep("logo")?.type).toBe("manual");
    expect(goLiveStep("nope")).toBeUndefined();
  });
});

describe("goLiveProgress", () => {
  it.each<[boolean[], number]>([
    [[], 0],
    [[false, false, false], 0],
    [[true, false, false], 33],
    [[true, true, false], 66],
    [[true, true, true], 100],
  ])("%j → %i", (flags, expected) => {
    expect(goLiveProgress(flags.map((completed) => ({ completed })))).toBe(expected);
  });
});
