import { describe, expect, it } from "vitest";
import { STUDENT_ADMIN_MESSAGES as M, studentFieldErrors } from "./manage.ts";

const student = { companyId: 4, externalId: "S-1", firstName: "Ada", lastName: "Lovelace", grade: "7" };

describe("studentFieldErrors (docs/product/students-and-groups.md: add student or staff)", () => {
  it.each([
    { name: "a complete student", values: student, errors: null },
    { name: "a staff member without a grade", values: { ...student, grade: "", isStaff: true }, errors: null },
    { name: "a student without a grade", values: { ...student, grade: " " }, errors: { grade: M.gradeRequired } },
    { name: "a grade over 5 characters", values: { ...student, grade: "123456" }, errors: { grade: M.gradeTooLong } },
    { name: "no school", values: { ...student, companyId: "" }, errors: { companyId: M.chooseSchool } },
    {
      name: "blank ids and names, every one named",
      values: { ...student, externalId: "  ", firstName: "", lastName: undefined },
      errors: { externalId: M.idRequired, firstName: M.firstNameRequired, lastName: M.lastNameRequired },
    },
    { name: "a name over 100 characters", values: { ...student, lastName: "x".repeat(101) }, errors: { lastName: M.tooLong } },
  ])("$name", ({ values, errors }) => {
    expect(studentFieldErrors(values)).toEqual(errors);
  });
});
