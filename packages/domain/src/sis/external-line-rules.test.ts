import { SIS_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { externalLineProblem } from "./external-line-rules.ts";

const full = { sisAmountCents: 2500, allowPartial: false, studentId: 7 };
const partial = { ...full, allowPartial: true };

describe("externalLineProblem", () => {
  it.each([
    ["the whole amount", full, { amountCents: 2500, quantity: 1, studentId: 7 }, null],
    ["less where partial is allowed", partial, { amountCents: 313, quantity: 1, studentId: 7 }, null],
    ["less where it is not", full, { amountCents: 2499, quantity: 1, studentId: 7 }, { field: "amountCents", message: SIS_MESSAGES.payInFull }],
    ["more than due, partial or not", partial, { amountCents: 2501, quantity: 1, studentId: 7 }, { field: "amountCents", message: SIS_MESSAGES.overAmountDue }],
    ["two units", full, { amountCents: 2500, quantity: 2, studentId: 7 }, { field: "quantity", message: SIS_MESSAGES.onceOnly }],
    ["another student", full, { amountCents: 2500, quantity: 1, studentId: 8 }, { field: "studentId", message: SIS_MESSAGES.selectPluginAndStudent }],
    ["NA", full, { amountCents: 2500, quantity: 1, studentId: null }, { field: "studentId", message: SIS_MESSAGES.selectPluginAndStudent }],
  ])("%s", (_, terms, line, problem) => expect(externalLineProblem(terms, line)).toEqual(problem));
});
