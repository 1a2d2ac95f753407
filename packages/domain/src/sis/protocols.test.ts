import { describe, expect, it } from "vitest";
import { asbWorksProtocol } from "./asb-works.ts";
import { powerSchoolProtocol } from "./powerschool.ts";
import { SIS_PROTOCOLS, pluginShowsPriority } from "./protocols.ts";
import { skywardProtocol } from "./skyward.ts";
import { synergyProtocol } from "./synergy.ts";
import { SIS_PLUGIN_NAMES } from "@paydesk/validators";
import type { SisFee, SisPayment } from "./types.ts";

const fees: SisFee[] = [
  { feeId: "F-1", title: "Lab fee & goggles <new>", amountCents: 1250, allowPartial: false, priority: 1 },
  { feeId: "F-2", title: "Yearbook", amountCents: 4000, allowPartial: true, priority: 2 },
];
const payment: SisPayment = { reference: "PD-7-12", feeId: "F-2", studentExternalId: "LHS-1001", amountCents: 1513, paidAt: "2026-11-24T02:00:00.000Z" };

describe.each(SIS_PLUGIN_NAMES)("%s: client and simulator agree", (plugin) => {
  const protocol = SIS_PROTOCOLS[plugin];
  const expectedFees = fees.map((fee) => ({ ...fee, priority: pluginShowsPriority(plugin) ? fee.priority : null }));

  it("a fee lookup is read by the simulator as the student asked for, and its answer back as the fees", () => {
    const request = protocol.feesRequest("LHS-1001", "key-1");
    expect(protocol.readCall(request)).toEqual({ kind: "fees", studentExternalId: "LHS-1001" });
    expect(protocol.readFees(protocol.feesAnswer(fees))).toEqual({ ok: true, value: expectedFees });
  });

  it("an unknown student reads as no fees", () => {
    expect(protocol.readFees(protocol.feesAnswer(null))).toEqual({ ok: true, value: [] });
  });

  it("a postback carries the payment whole, and the confirmation comes back", () => {
    const request = protocol.postbackRequest(payment, "key-1");
    expect(protocol.readCall(request)).toEqual({ kind: "postback", payment });
    expect(protocol.readPostback(protocol.postbackAnswer({ confirmation: "C-9" }))).toEqual({ ok: true, value: { confirmation: "C-9" } });
  });

  it("a request without its credential is unauthorized", () => {
    expect(protocol.readCall(protocol.feesRequest("LHS-1001", ""))).toEqual({ kind: "unauthorized" });
  });

  it.each([401, 404, 500, 503])("an error answer %i reads as a failure naming the status (a 404 of a lookup aside)", (status) => {
    const answer = protocol.errorAnswer(status, "Database offline");
    const read = protocol.readPostback(answer);
    expect(read).toEqual({ ok: false, error: expect.stringContaining(`HTTP ${status}`) });
    expect((read as { error: string }).error).toContain("Database offline");
  });

  it.each([
    ["empty body", ""],
    ["not the format", "<<<garbage>>>"],
  ])("a garbled success answer (%s) is refused, not guessed at", (_, body) => {
    const answer = { status: 200, contentType: "text/plain", body };
    expect(protocol.readFees(answer).ok).toBe(false);
    expect(protocol.readPostback(answer).ok).toBe(false);
  });
});

describe("each plugin's own wire format", () => {
  it.each([
    ["asb_works: REST GET with an API key header", asbWorksProtocol, { method: "GET", path: "/api/v2/students/LHS%201001/fees", header: ["x-api-key", "k"] }],
    ["powerschool: GET with a bearer token", powerSchoolProtocol, { method: "GET", path: "/ws/v1/student/fees?student_number=LHS%201001", header: ["authorization", "Bearer k"] }],
    ["synergy: SOAP POST", synergyProtocol, { method: "POST", path: "/Service/SISFees.asmx", header: ["soapaction", '"http://edupoint.com/webservices/GetStudentFees"'] }],
    ["skyward: form POST", skywardProtocol, { method: "POST", path: "/skyward/fees/lookup", header: ["content-type", "application/x-www-form-urlencoded"] }],
  ] as const)("%s", (_, protocol, expected) => {
    const request = protocol.feesRequest("LHS 1001", "k");
    expect(request.method).toBe(expected.method);
    expect(request.path).toBe(expected.path);
    expect(request.headers[expected.header[0]]).toBe(expected.header[1]);
  });

  it.each([
    ["asb_works sends dollars as text", asbWorksProtocol, '"amount":"15.13"'],
    ["powerschool sends integer cents", powerSchoolProtocol, '"amount_cents":1513'],
    ["synergy escapes and wraps in an envelope", synergyProtocol, "<AmountPaid>15.13</AmountPaid>"],
    ["skyward form-encodes", skywardProtocol, "amount=15.13"],
  ] as const)("postback body: %s", (_, protocol, fragment) => {
    expect(protocol.postbackRequest(payment, "k").body).toContain(fragment);
  });

  it("synergy escapes XML in titles and reads them back", () => {
    const answer = synergyProtocol.feesAnswer(fees);
    expect(answer.body).toContain("Lab fee &amp; goggles &lt;new&gt;");
    expect(answer.body).not.toContain("<new>");
  });

  it("skyward reads its numbered fields", () => {
    const answer = { status: 200, contentType: "application/x-www-form-urlencoded", body: "status=OK&fee_count=1&fee_1_id=A&fee_1_desc=Lunch&fee_1_amount=7.5&fee_1_partial=Y" };
    expect(skywardProtocol.readFees(answer)).toEqual({ ok: true, value: [{ feeId: "A", title: "Lunch", amountCents: 750, allowPartial: true, priority: null }] });
  });

  it.each([
    ["negative balance", '{"fees":[{"fee_id":"A","description":"x","balance":"-1.00","partial_payments":false}]}'],
    ["three decimals", '{"fees":[{"fee_id":"A","description":"x","balance":"1.005","partial_payments":false}]}'],
    ["missing partial flag", '{"fees":[{"fee_id":"A","description":"x","balance":"1.00"}]}'],
  ])("asb_works refuses a fee with a %s", (_, body) => {
    expect(asbWorksProtocol.readFees({ status: 200, contentType: "application/json", body }).ok).toBe(false);
  });

  it.each([
    ["float cents", '{"fees":{"fee":[{"id":"A","fee_description":"x","balance_cents":12.5,"partial_payment_allowed":true}]}}'],
    ["dollars text", '{"fees":{"fee":[{"id":"A","fee_description":"x","balance_cents":"12.50","partial_payment_allowed":true}]}}'],
  ])("powerschool refuses a fee with %s", (_, body) => {
    expect(powerSchoolProtocol.readFees({ status: 200, contentType: "application/json", body }).ok).toBe(false);
  });

  it("priority is shown only for the Synergy plugins", () => {
    expect(SIS_PLUGIN_NAMES.filter(pluginShowsPriority)).toEqual(["synergy", "synergy_test"]);
  });
});
