import { MONITOR_MESSAGES as M } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { MONITOR_REGEX_LIMITS, regexShape } from "./regex-safety.ts";
import { compileMonitor, MONITOR_EVENT_TEXT_LIMIT, monitorRuleErrors, parseMonitorQuery, parseProcessPattern } from "./rules.ts";

describe("regexShape", () => {
  it.each([
    ["declined", "safe"],
    ["^payments\\.", "safe"],
    ["FAILED|VOID", "safe"],
    ["order #\\d+ .* declined", "safe"],
    ["[a-z]+@[a-z]+\\.test", "safe"],
    ["(?:ab)?c+", "safe"],
    ["(a+)?", "safe"],
    ["a{2,5}(bc){3}", "safe"],
    ["(a+)+$", "unsafe"],
    ["(\\d+)*x", "unsafe"],
    ["(a|ab)*c", "unsafe"],
    ["(?:x|y){2,}", "unsafe"],
    ["([a-z]*){3}", "unsafe"],
    ["(a)\\1", "unsafe"],
    ["(?<w>a)\\k<w>", "unsafe"],
    [".*.*.*x", "unsafe"],
    ["a{0,100}b{0,100}c{0,100}d{0,100}", "unsafe"],
    [".*a.*b", "safe"],
    [".*a.*b.*c", "unsafe"],
    ["[(+*]+", "safe"],
    ["\\(a+\\)+", "safe"],
  ])("%s is %s", (source, verdict) => {
    expect(regexShape(source)).toBe(verdict);
  });

  it("the worst accepted shape runs on the capped event text and one more open repeat is refused", () => {
    // Two open-ended repeats, unanchored, on text that never matches: the worst an accepted query
    // does, at most MONITOR_EVENT_TEXT_LIMIT² backtracking steps (what it costs is the bound, not
    // a stopwatch: a time limit here would only measure the machine).
    const parsed = parseMonitorQuery("/.*a.*b$/");
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.matcher("a".repeat(MONITOR_EVENT_TEXT_LIMIT))).toBe(false);
    expect(MONITOR_REGEX_LIMITS.maxOpenRepeats).toBe(2);
    expect(parseMonitorQuery("/.*a.*b.*c$/").ok).toBe(false);
  });
});

describe("parseMonitorQuery", () => {
  const matches = (query: string, text: string) => {
    const parsed = parseMonitorQuery(query);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.matcher(text);
  };
  it.each([
    ["declined", "Order #4 DECLINED by the bank", true],
    ["declined", "Order #4 paid", false],
    ["/^Order #\\d+ PAID/", "Order #12 PAID 25.00", true],
    ["/^order/", "Order #12 PAID", false],
    ["/^order/i", "Order #12 PAID", true],
    ["/a.c/", "abc", true],
    // Not a regex without both slashes: the text itself, slashes included.
    ["/abc", "x /abc y", true],
  ])("%s on %s → %s", (query, text, expected) => {
    expect(matches(query, text)).toBe(expected);
  });

  it.each([
    ["/(a+)+/", M.unsafeRegex],
    ["/[a-/", M.badRegex],
    ["/(unclosed/", M.badRegex],
    [`/${"a".repeat(199)}/`, M.queryTooLong],
  ])("refuses %s", (query, message) => {
    expect(parseMonitorQuery(query)).toEqual({ ok: false, message });
  });
});

describe("parseProcessPattern (docs/product/control-area.md: longer than 2 characters, starts and ends with /)", () => {
  it.each([
    ["/payments/", true, ""],
    ["/^postbacks\\.synergy$/", true, ""],
    ["/a/", true, ""],
    ["//", false, M.patternShape],
    ["/", false, M.patternShape],
    ["payments", false, M.patternShape],
    ["/payments", false, M.patternShape],
    ["payments/", false, M.patternShape],
    ["", false, M.patternShape],
    [null, false, M.patternShape],
    ["/(a*)*/", false, M.unsafeRegex],
    ["/[/", false, M.badRegex],
  ])("%s", (pattern, ok, message) => {
    const parsed = parseProcessPattern(pattern);
    expect(parsed.ok).toBe(ok);
    if (!parsed.ok) expect(parsed.message).toBe(message);
  });
});

describe("monitorRuleErrors", () => {
  const base = { hasProcess: false, processPattern: null, infoQueries: [], errorQueries: ["declined"] };
  it.each([
    ["a valid monitor", base, {}],
    ["no query at all", { ...base, errorQueries: [] }, { infoQueries: M.queryRequired }],
    ["only blank queries", { ...base, errorQueries: [" "], infoQueries: [""] }, { infoQueries: M.queryRequired }],
    ["info only", { ...base, errorQueries: [], infoQueries: ["paid"] }, {}],
    ["a pattern ignored without has_process", { ...base, processPattern: "x" }, {}],
    ["has_process without a pattern", { ...base, hasProcess: true }, { processPattern: M.patternShape }],
    ["has_process with a short pattern", { ...base, hasProcess: true, processPattern: "//" }, { processPattern: M.patternShape }],
    ["has_process with a pattern", { ...base, hasProcess: true, processPattern: "/payments/" }, {}],
    ["an unsafe error query", { ...base, errorQueries: ["ok", "/(x+)+y/"] }, { errorQueries: M.unsafeRegex }],
    ["a broken info query", { ...base, infoQueries: ["/(/"] }, { infoQueries: M.badRegex }],
  ])("%s", (_name, monitor, errors) => {
    expect(monitorRuleErrors(monitor)).toEqual(errors);
  });
});

describe("compileMonitor", () => {
  const monitor = compileMonitor({
    hasProcess: true,
    processPattern: "/^postbacks\\./",
    infoQueries: ["SENT"],
    errorQueries: ["/FAILED|timeout/"],
  });
  it.each([
    [{ process: "postbacks.synergy", text: "Postback #1 FAILED: timeout" }, { kind: "ERROR", query: "/FAILED|timeout/" }],
    [{ process: "postbacks.synergy", text: "Postback #1 SENT" }, { kind: "INFO", query: "SENT" }],
    [{ process: "postbacks.synergy", text: "Postback #1 PENDING" }, null],
    // The process filter comes first: a payment that says FAILED is not this monitor's business.
    [{ process: "payments.terminal", text: "FAILED" }, null],
  ])("%j → %j", (event, expected) => {
    expect(monitor.matches(event)).toEqual(expected);
  });

  it("matches only the start of a long event's text (the event limit)", () => {
    const plain = compileMonitor({ hasProcess: false, infoQueries: [], errorQueries: ["needle"] });
    expect(plain.matches({ process: "jobs.x", text: `${"x".repeat(400)}needle` })).toBeNull();
  });

  it("refuses to compile a monitor its rules refuse", () => {
    expect(() => compileMonitor({ hasProcess: false, infoQueries: [], errorQueries: [] })).toThrow(M.queryRequired);
  });
});
