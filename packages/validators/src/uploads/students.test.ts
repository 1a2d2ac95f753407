import { describe, expect, it } from "vitest";
import {
  STUDENT_PURGE_CONFIRM_MESSAGE,
  STUDENT_UPLOAD_SELECT_SCHOOL,
  ZStudentUploadProcessOptions,
  ZStudentUploadStartOptions,
} from "./students.ts";

describe("student upload options (docs/product/uploads.md)", () => {
  it.each([
    [{}, { purge_mode: 0, confirm: false, sis_only_mode: false }],
    [{ purge_mode: "1" }, { purge_mode: 1, confirm: false, sis_only_mode: false }],
    [{ purge_mode: 2, confirm: 1 }, { purge_mode: 2, confirm: true, sis_only_mode: false }],
    [{ purge_mode: "2", confirm: "yes", sis_only_mode: "yes" }, { purge_mode: 2, confirm: true, sis_only_mode: true }],
    [{ sis_only_mode: "no" }, { purge_mode: 0, confirm: false, sis_only_mode: false }],
    [{ sis_only_mode: true }, { purge_mode: 0, confirm: false, sis_only_mode: true }],
  ])("reads %j", (input, parsed) => {
    expect(ZStudentUploadProcessOptions.parse(input)).toEqual(parsed);
  });

  it("refuses a hard purge without confirm, and purge modes other than 0, 1, 2", () => {
    expect(ZStudentUploadProcessOptions.safeParse({ purge_mode: 2 }).error?.issues.map((i) => i.message)).toEqual([STUDENT_PURGE_CONFIRM_MESSAGE]);
    expect(ZStudentUploadProcessOptions.safeParse({ purge_mode: 2, confirm: 0 }).success).toBe(false);
    expect(ZStudentUploadProcessOptions.safeParse({ purge_mode: 3 }).success).toBe(false);
    expect(ZStudentUploadProcessOptions.safeParse({ purge_mode: "x" }).success).toBe(false);
  });

  it.each([[{}], [{ school: "" }], [{ school: "abc" }], [{ school: 0 }], [{ school: -3 }]])("asks for the school when given %j", (input) => {
    expect(ZStudentUploadStartOptions.safeParse(input).error?.issues[0]?.message).toBe(STUDENT_UPLOAD_SELECT_SCHOOL);
  });

  it("takes the school as a number", () => {
    expect(ZStudentUploadStartOptions.parse({ school: "12" })).toEqual({ school: 12 });
  });
});
