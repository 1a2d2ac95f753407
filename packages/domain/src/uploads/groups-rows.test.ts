import { describe, expect, it } from "vitest";
import { GROUP_UPLOAD_MESSAGES as M } from "@paydesk/validators";
import { countDataFields, groupFileColumnsMessage, groupNameOfRow, groupRowMessages, parseSiteId, type GroupRowLookup } from "./groups-rows.ts";

describe("countDataFields", () => {
  it.each([
    [["1001"], 1],
    [["1001", "", ""], 1],
    [["Band", "1001"], 2],
    [["Band", "", "7"], 3],
    [["", ""], 0],
    [[], 0],
    [["Band", "1001", " "], 2],
  ])("%j holds %i data fields", (cells, count) => {
    expect(countDataFields(cells)).toBe(count);
  });
});

describe("groupFileColumnsMessage (docs/product/uploads.md)", () => {
  it.each([
    ["single", [["1001"], ["1002", ""]], null],
    ["single", [["1001"], [""], ["1002"]], null],
    ["single", [["1001"], ["Band", "1002"]], M.incorrectColumnsSingle],
    ["multiple", [["Band", "1001"], ["Choir", "1002", "7"]], null],
    ["multiple", [["Band", "1001"], ["1002"]], M.incorrectColumnsMultiple],
    ["multiple", [["Band", "1001", "7", "extra"]], M.incorrectColumnsMultiple],
    ["multiple", [], null],
  ] as const)("%s mode, rows %j → %s", (mode, rows, message) => {
    expect(groupFileColumnsMessage(mode, rows)).toBe(message);
  });
});

describe("groupNameOfRow", () => {
  it("takes the name chosen at start in single group mode, the file's otherwise", () => {
    expect(groupNameOfRow("single", { group_name: "ignored", student_id: "1" }, "Band")).toBe("Band");
    expect(groupNameOfRow("multiple", { group_name: "  Choir ", student_id: "1" }, null)).toBe("Choir");
    expect(groupNameOfRow("multiple", { student_id: "1" }, null)).toBe("");
  });
});

describe("parseSiteId", () => {
  it.each([
    ["7", 7],
    ["0", null],
    ["-1", null],
    ["7a", null],
    ["2147483648", null],
    ["2147483647", 2147483647],
  ])("%s → %s", (text, value) => {
    expect(parseSiteId(text)).toBe(value);
  });
});

describe("groupRowMessages", () => {
  const one: GroupRowLookup = { studentMatches: 1, siteKnown: true, smartGroup: false };
  it.each([
    ["single, found", "single", { student_id: "1001" }, one, []],
    ["single, unknown student", "single", { student_id: "9" }, { ...one, studentMatches: 0 }, [M.studentNotFound]],
    ["single, empty id", "single", { student_id: "" }, { ...one, studentMatches: 0 }, [M.studentIdRequired]],
    ["single, id in two schools", "single", { student_id: "1001" }, { ...one, studentMatches: 2 }, [M.studentAmbiguous]],
    ["multiple, found", "multiple", { group_name: "Band", student_id: "1001" }, one, []],
    ["multiple, found with site", "multiple", { group_name: "Band", student_id: "1001", site_id: "7" }, one, []],
    ["multiple, short name", "multiple", { group_name: "B", student_id: "1001" }, one, [M.groupNameRequired]],
    ["multiple, no name", "multiple", { student_id: "1001" }, one, [M.groupNameRequired]],
    ["multiple, long name", "multiple", { group_name: "x".repeat(101), student_id: "1001" }, one, [M.groupNameTooLong]],
    ["multiple, smart group", "multiple", { group_name: "Seniors", student_id: "1001" }, { ...one, smartGroup: true }, [M.smartGroup]],
    ["multiple, site not a number", "multiple", { group_name: "Band", student_id: "1001", site_id: "x" }, { ...one, studentMatches: 0 }, [M.siteIdInvalid]],
    ["multiple, site outside", "multiple", { group_name: "Band", student_id: "1001", site_id: "99" }, { studentMatches: 0, siteKnown: false, smartGroup: false }, [M.siteIdInvalid]],
    ["multiple, nothing right", "multiple", { group_name: "", student_id: "" }, { ...one, studentMatches: 0 }, [M.groupNameRequired, M.studentIdRequired]],
  ] as const)("%s", (_label, mode, row, lookup, messages) => {
    expect(groupRowMessages(mode, row, mode === "single" ? "Band" : null, lookup)).toEqual(messages);
  });
});
