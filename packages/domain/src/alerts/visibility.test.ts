import { describe, expect, it } from "vitest";
import {
  alertReachesCompany,
  isAlertRunning,
  isAlertStillShown,
  nextAlertAnswer,
  type AlertAnswer,
  type AlertAudienceRef,
} from "./visibility.ts";

describe("alertReachesCompany", () => {
  const district = "/1/4/";
  it.each<[string, AlertAudienceRef, string, boolean]>([
    ["everyone reaches any company", { audience: "everyone", companyPath: null }, "/1/9/", true],
    ["one company reaches that company", { audience: "company", companyPath: district }, district, true],
    ["one company does not reach its children", { audience: "company", companyPath: district }, "/1/4/7/", false],
    ["one company does not reach its parent", { audience: "company", companyPath: district }, "/1/", false],
    ["a subtree reaches its root", { audience: "subtree", companyPath: district }, district, true],
    ["a subtree reaches a school below", { audience: "subtree", companyPath: district }, "/1/4/7/", true],
    ["a subtree does not reach a sibling", { audience: "subtree", companyPath: district }, "/1/5/", false],
    [
      "a subtree does not reach a company whose id only starts alike",
      { audience: "subtree", companyPath: district },
      "/1/44/",
      false,
    ],
    ["a company alert whose company was removed reaches nobody", { audience: "company", companyPath: null }, district, false],
    ["a subtree alert whose company was removed reaches nobody", { audience: "subtree", companyPath: null }, district, false],
  ])("%s", (_, alert, companyPath, expected) => {
    expect(alertReachesCompany(alert, companyPath)).toBe(expected);
  });
});

describe("isAlertRunning", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  it.each<[string, Date, Date | null, boolean]>([
    ["started, open-ended", new Date("2026-11-24T11:00:00Z"), null, true],
    ["starts exactly now", now, null, true],
    ["not started yet", new Date("2026-11-24T12:00:01Z"), null, false],
    ["ends later", new Date("2026-11-20T00:00:00Z"), new Date("2026-11-25T00:00:00Z"), true],
    ["ended exactly now", new Date("2026-11-20T00:00:00Z"), now, false],
    ["ended before", new Date("2026-11-20T00:00:00Z"), new Date("2026-11-21T00:00:00Z"), false],
  ])("%s", (_, startsAt, endsAt, expected) => {
    expect(isAlertRunning({ startsAt, endsAt }, now)).toBe(expected);
  });
});

describe("isAlertStillShown (seen ones remembered 172800 s)", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it.each<[string, AlertAnswer | null, boolean]>([
    ["never answered", null, true],
    ["dismissed a moment ago", { type: "dismissed", acknowledgedAt: ago(1) }, false],
    ["dismissed long ago", { type: "dismissed", acknowledgedAt: ago(10 * 172_800) }, false],
    ["seen a moment ago", { type: "seen", acknowledgedAt: ago(1) }, false],
    ["seen one second short of two days ago", { type: "seen", acknowledgedAt: ago(172_799) }, false],
    ["seen exactly two days ago", { type: "seen", acknowledgedAt: ago(172_800) }, true],
    ["seen three days ago", { type: "seen", acknowledgedAt: ago(259_200) }, true],
  ])("%s", (_, answer, expected) => {
    expect(isAlertStillShown(answer, now)).toBe(expected);
  });
});

describe("nextAlertAnswer", () => {
  const early = new Date("2026-11-24T10:00:00Z");
  const late = new Date("2026-11-24T11:00:00Z");
  it.each<[string, AlertAnswer | null, AlertAnswer, AlertAnswer]>([
    ["the first answer is kept", null, { type: "seen", acknowledgedAt: late }, { type: "seen", acknowledgedAt: late }],
    [
      "seen again renews the time",
      { type: "seen", acknowledgedAt: early },
      { type: "seen", acknowledgedAt: late },
      { type: "seen", acknowledgedAt: late },
    ],
    [
      "seen then dismissed dismisses",
      { type: "seen", acknowledgedAt: early },
      { type: "dismissed", acknowledgedAt: late },
      { type: "dismissed", acknowledgedAt: late },
    ],
    [
      "dismissed then seen stays dismissed",
      { type: "dismissed", acknowledgedAt: early },
      { type: "seen", acknowledgedAt: late },
      { type: "dismissed", acknowledgedAt: early },
    ],
  ])("%s", (_, previous, incoming, expected) => {
    expect(nextAlertAnswer(previous, incoming)).toEqual(expected);
  });
});
