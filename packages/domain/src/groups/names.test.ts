import { GROUP_MESSAGES as M } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { cleanGroupName, groupNameProblem } from "./names.ts";

const list = [
  { id: 1, name: "Varsity Football Team" },
  { id: 2, name: "Band" },
];

describe("groupNameProblem (docs/product/students-and-groups.md: at least 2 characters, unique in the list)", () => {
  it.each([
    { name: "a free name", value: "Choir", selfId: undefined, problem: null },
    { name: "exactly 2 characters", value: "B2", selfId: undefined, problem: null },
    { name: "empty", value: "", selfId: undefined, problem: M.nameRequired },
    { name: "one character", value: "B", selfId: undefined, problem: M.nameRequired },
    { name: "one character inside spaces", value: "  B  ", selfId: undefined, problem: M.nameRequired },
    { name: "over 100 characters", value: "x".repeat(101), selfId: undefined, problem: M.nameTooLong },
    { name: "taken, same case", value: "Band", selfId: undefined, problem: M.nameTaken },
    { name: "taken, other case and spaces", value: "  varsity   football team ", selfId: undefined, problem: M.nameTaken },
    { name: "the edited group's own name", value: "band", selfId: 2, problem: null },
    { name: "another group's name while editing", value: "Band", selfId: 1, problem: M.nameTaken },
    { name: "a name that only contains a taken one", value: "Band Boosters", selfId: undefined, problem: null },
  ])("$name", ({ value, selfId, problem }) => {
    expect(groupNameProblem(value, list, selfId)).toBe(problem);
  });

  it("saves names trimmed, inner runs of spaces made one", () => {
    expect(cleanGroupName("  Jazz   Band ")).toBe("Jazz Band");
  });

  it("quotes the product's exact words", () => {
    expect(M.nameRequired).toBe("Groups must have a name in order to be saved.");
    expect(M.nameTaken).toBe(
      "A group in your list already has that name. Please select a unique name or delete the other group.",
    );
  });
});
