import { describe, expect, it } from "vitest";
import { DemoModeSettingError, isDemoMode } from "./demo-mode.ts";

describe("isDemoMode", () => {
  it.each<[string, { PAYDESK_DEMO?: string; NODE_ENV?: string }, boolean]>([
    ["nothing set (a fresh clone's npm start)", {}, true],
    ["development", { NODE_ENV: "development" }, true],
    ["the test runner", { NODE_ENV: "test" }, true],
    ["production", { NODE_ENV: "production" }, false],
    ["PAYDESK_DEMO=1 wins over production", { PAYDESK_DEMO: "1", NODE_ENV: "production" }, true],
    ["PAYDESK_DEMO=1 alone", { PAYDESK_DEMO: "1" }, true],
    ["PAYDESK_DEMO=0 wins over development", { PAYDESK_DEMO: "0", NODE_ENV: "development" }, false],
    ["PAYDESK_DEMO=0 alone", { PAYDESK_DEMO: "0" }, false],
    ["PAYDESK_DEMO=0 in production", { PAYDESK_DEMO: "0", NODE_ENV: "production" }, false],
    ["an empty PAYDESK_DEMO counts as unset (production)", { PAYDESK_DEMO: "", NODE_ENV: "production" }, false],
    ["an empty PAYDESK_DEMO counts as unset (development)", { PAYDESK_DEMO: "" }, true],
    ["surrounding spaces are ignored", { PAYDESK_DEMO: " 0 " }, false],
  ])("%s", (_, env, expected) => {
    expect(isDemoMode(env)).toBe(expected);
  });

  it.each(["true", "yes", "2", "false", "flase"])("refuses PAYDESK_DEMO=%s instead of guessing", (value) => {
    expect(() => isDemoMode({ PAYDESK_DEMO: value, NODE_ENV: "production" })).toThrow(DemoModeSettingError);
    expect(() => isDemoMode({ PAYDESK_DEMO: value })).toThrow(`PAYDESK_DEMO is "${value}": set it to 1 (demo) or 0 (production), or leave it unset.`);
  });
});
