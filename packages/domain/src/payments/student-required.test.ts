import { CART_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import type { CartPurpose } from "./cart-access.ts";
import { studentChoiceProblem } from "./student-required.ts";

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
