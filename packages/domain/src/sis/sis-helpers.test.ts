import { describe, expect, it } from "vitest";
import { parseSisDollars, readSisCents } from "./amounts.ts";
import { curlLog } from "./curl-log.ts";
import { POSTBACK_MAX_ATTEMPTS, postbackRetryDelaySeconds } from "./postback-retry.ts";
import { SIS_PROTOCOLS } from "./protocols.ts";
import { isSimulatedFailingAmount, simulatedFees } from "./simulator-fees.ts";
import { SIS_PLUGIN_NAMES } from "@paydesk/validators";

describe("parseSisDollars", () => {
  it.each([
    ["12.50", 1250],
    ["12.5", 1250],
    ["12", 1200],
    [" 0.01 ", 1],
    ["-1.00", null],
    ["1,000.00", null],
    ["1.005", null],
    ["", null],
    [null, null],
    ["12.5e3", null],
  ])("%s → %s", (text, cents) => expect(parseSisDollars(text)).toBe(cents));
});

describe("readSisCents", () => {
  it.each([
    [1250, 1250],
    [0, 0],
    [-1, null],
    [12.5, null],
    ["1250", null],
  ])("%s → %s", (value, cents) => expect(readSisCents(value)).toBe(cents));
});

describe("postbackRetryDelaySeconds", () => {
  it.each([
    [0, null],
    [1, 60],
    [2, 300],
    [3, 1800],
    [4, 7200],
    [POSTBACK_MAX_ATTEMPTS, null],
    [99, null],
  ])("after %i failed attempts → %s", (attempts, delay) => expect(postbackRetryDelaySeconds(attempts)).toBe(delay));
});

describe("simulatedFees", () => {
  it("is deterministic and differs per plugin", () => {
    expect(simulatedFees("synergy", "LHS-1001")).toEqual(simulatedFees("synergy", "LHS-1001"));
    expect(simulatedFees("synergy", "LHS-1001")).not.toEqual(simulatedFees("skyward", "LHS-1001"));
  });

  it.each(SIS_PLUGIN_NAMES)("%s: two or three fees, the first in full, the second partial, multiples of 25 cents, never a failing amount", (plugin) => {
    for (const id of ["LHS-1001", "LHS-1002", "WMS-2003", "LHS-2010"]) {
      const fees = simulatedFees(plugin, id)!;
      expect(fees.length).toBeGreaterThanOrEqual(2);
      expect(fees.length).toBeLessThanOrEqual(3);
      expect(fees[0]!.allowPartial).toBe(false);
      expect(fees[1]!.allowPartial).toBe(true);
      for (const fee of fees) {
        expect(fee.amountCents % 25).toBe(0);
        expect(isSimulatedFailingAmount(fee.amountCents)).toBe(false);
        expect(fee.feeId).toContain(id);
      }
    }
  });

  it.each(["", "lhs-1001", "LHS1001", "LHS-1001; DROP"])("does not know %j", (id) => expect(simulatedFees("asb_works", id)).toBeNull());

  it.each([
    [1513, true],
    [13, true],
    [1500, false],
    [1312, false],
  ])("amount %i fails the postback: %s", (cents, fails) => expect(isSimulatedFailingAmount(cents)).toBe(fails));
});

describe("curlLog", () => {
  const payment = { reference: "PD-1-2", feeId: "F", studentExternalId: "LHS-1001", amountCents: 500, paidAt: "2026-11-24T00:00:00.000Z" };

  it.each(SIS_PLUGIN_NAMES)("%s: masks the credential wherever the protocol carries it", (plugin) => {
    const protocol = SIS_PROTOCOLS[plugin];
    const log = curlLog("http://sis.test/", protocol.postbackRequest(payment, "s3cret-key"), protocol.postbackAnswer({ confirmation: "C-1" }), null);
    expect(log).not.toContain("s3cret-key");
    expect(log).toContain("curl -X POST 'http://sis.test/");
    expect(log).toContain("< HTTP ");
    expect(log).toContain("C-1");
  });

  it("records a request that got no answer with its error", () => {
    const log = curlLog("http://sis.test", SIS_PROTOCOLS.asb_works.postbackRequest(payment, "k"), null, "connection refused");
    expect(log).toContain("! connection refused");
  });

  it("quotes a single quote in the body for the shell", () => {
    const log = curlLog("http://sis.test", { method: "POST", path: "/x", headers: {}, body: "it's" }, null, null);
    expect(log).toContain(`--data 'it'\\''s'`);
  });
});
