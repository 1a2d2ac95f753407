import { CART_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import type { CartPurpose } from "./cart-access.ts";
import { guestPaysWithoutStudent, studentChoiceProblem } from "./student-required.ts";

describe("studentChoiceProblem: NA (no student) for an item meant for particular students", () => {
  it.each<[string, CartPurpose, boolean, number | null, string | null]>([
    ["a parent, a targeted item, no student", "PARENT", true, null, CART_MESSAGES.studentRequired],
    ["a parent, a targeted item, their student", "PARENT", true, 12, null],
    ["a parent, an item for everyone, no student", "PARENT", false, null, null],
    ["a parent, an item for everyone, their student", "PARENT", false, 12, null],
    ["terminal staff, a targeted item, no student (reachable, never the default)", "TERMINAL", true, null, null],
    ["terminal staff, a targeted item, a student", "TERMINAL", true, 12, null],
    ["a guest, a targeted item (a guest names no student)", "GUEST", true, null, null],
    ["a guest, an item for everyone", "GUEST", false, null, null],
  ])("%s", (_name, purpose, targeted, studentId, expected) => {
    expect(studentChoiceProblem(purpose, { targeted }, studentId)).toBe(expected);
  });
});

describe("guestPaysWithoutStudent: an item for particular students that guests may pay", () => {
  it.each<[string, boolean, number, boolean]>([
    ["targeted, guests may check out", true, 0, true],
    ["targeted, guest checkout only", true, 2, true],
    ["targeted, no guest checkout", true, 1, false],
    ["for everyone, guests may check out (a school-wide event)", false, 0, false],
    ["for everyone, guest checkout only (a promoted item)", false, 2, false],
    ["for everyone, no guest checkout", false, 1, false],
  ])("%s", (_name, targeted, disableGuest, expected) => {
    expect(guestPaysWithoutStudent({ targeted, disableGuest })).toBe(expected);
  });

  it("is the case studentChoiceProblem lets through: a guest names no student", () => {
    expect(guestPaysWithoutStudent({ targeted: true, disableGuest: 0 })).toBe(true);
    expect(studentChoiceProblem("GUEST", { targeted: true }, null)).toBeNull();
    expect(studentChoiceProblem("PARENT", { targeted: true }, null)).toBe(CART_MESSAGES.studentRequired);
  });
});
