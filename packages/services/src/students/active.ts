/**
 * Deactivated students (`active = false`: removed without isPermanent, or purged by an upload in
 * mode 1) stay on file for their history, but are out of every place a payment starts: the
 * terminal's search (studentsforcompany*, shared with the builder's target picker) and lookups
 * (/api/student/find*), the parent area's list of students, and the items offered for a student
 * (assertMaySeeStudent), and the cart's own student check (payments/cart/line-rules.ts
 * checkStudent, which reads `active` in the query it already makes).
 */
export {};
