/**
 * Who a line may be "NA (no student)" for. An item with targets (docs/product/items-and-fees.md: grades,
 * teachers, students, schools, districts, groups) is meant for particular students: a parent buying it
 * names which of their students it is for, or the school cannot tell whose dues were paid.
 * Terminal staff keep NA as a reachable (never default) choice for the counter's odd cases, and a
 * guest has no students to name, so both are left as they were.
 */
import { CART_MESSAGES } from "@paydesk/validators";
import { openToGuests, type CartPurpose } from "./cart-access.ts";

export interface StudentChoiceFacts {
  /** The item has at least one audience target. */
  targeted: boolean;
}

/** The refusal's message, or null when the line may be for `studentId` (null: NA). */
export function studentChoiceProblem(purpose: CartPurpose, item: StudentChoiceFacts, studentId: number | null): string | null {
  if (purpose !== "PARENT" || !item.targeted) return null;
  return studentId === null ? CART_MESSAGES.studentRequired : null;
}

export interface GuestStudentFacts extends StudentChoiceFacts {
  /** disable_guest: 0 guests too, 1 no guest checkout, 2 guest checkout only. */
  disableGuest: number;
}

/**
 * An item meant for particular students that guests may also pay: studentChoiceProblem asks a
 * parent to name the student, but a guest (a pay link reaches people without students here)
 * pays it for no student. Not refused (guests paying school-wide events and promoted items is
 * intended), so the item builder warns the administrator instead.
 */
export function guestPaysWithoutStudent(item: GuestStudentFacts): boolean {
  return item.targeted && openToGuests(item.disableGuest);
}
