import { describe, expect, it } from "vitest";
import { NA_OPTION, studentOptions } from "./student-options.ts";

const ADA = { value: "1", label: "Ada Lovelace (S1), grade 9" };
const ALAN = { value: "2", label: "Alan Turing (S2), grade 10" };

describe("studentOptions: the terminal's student picker never opens on NA", () => {
  it.each([
    ["nothing typed, no students yet: NA alone", [], "", [NA_OPTION]],
    ["nothing typed: the students, then NA", [ADA, ALAN], "", [ADA, ALAN, NA_OPTION]],
    ["a typed name: the matches first, NA last", [ADA], "ada", [ADA, NA_OPTION]],
    ["a typed name still being searched: no NA to land on", [], "ada", []],
    ["a typed name nobody has: no NA to land on", [], "zed", []],
    ["NA typed: NA offered", [], "NA", [NA_OPTION]],
    ["part of its label typed: NA offered", [], "no stu", [NA_OPTION]],
  ])("%s", (_case, students, text, expected) => {
    expect(studentOptions(students, text, 10)).toEqual(expected);
  });

  it("keeps NA within the dropdown's limit", () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `Student ${i + 1}` }));
    const options = studentOptions(many, "student", 10);
    expect(options).toHaveLength(10);
    expect(options[0]).toEqual(many[0]);
    expect(options.at(-1)).toEqual(NA_OPTION);
  });
});
