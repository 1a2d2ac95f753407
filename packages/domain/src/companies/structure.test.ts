import { STRUCTURE_MESSAGES as M } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import type { Actor } from "../access.ts";
import { buildTree, movedPath, moveRefusal, type TreeCompany } from "./structure.ts";

type Who = Pick<Actor, "kind" | "companyPath" | "companyId">;
const districtAdmin: Who = { kind: "ADMIN", companyId: 4, companyPath: "/1/4/" };
const control: Who = { kind: "CONTROL", companyId: 1, companyPath: "/1/" };

const site = (path: string, kind = "SCHOOL"): TreeCompany => ({ id: Number(path.split("/").at(-2)), path, kind });
const platform = site("/1/", "PLATFORM");
const district = site("/1/4/", "DISTRICT");
const north = site("/1/4/9/");
const northAnnex = site("/1/4/9/12/");
const south = site("/1/4/10/");
const otherDistrict = site("/1/5/", "DISTRICT");
const otherSchool = site("/1/5/11/");

describe("moveRefusal", () => {
  it.each<[string, Who, TreeCompany, TreeCompany, string | null]>([
    ["a school under a sibling", districtAdmin, south, north, null],
    ["a school back up under the district", districtAdmin, northAnnex, district, null],
    ["a school under itself", districtAdmin, north, north, M.moveIntoItself],
    ["a school under its own child (a cycle)", districtAdmin, north, northAnnex, M.moveIntoItself],
    ["the district under its own school", control, district, north, M.moveIntoItself],
    ["the actor's own site", districtAdmin, district, otherDistrict, M.moveOutOfScope],
    ["the actor's own site, even under its own child", districtAdmin, district, north, M.moveOwnSite],
    ["a site out of the actor's subtree", districtAdmin, north, otherDistrict, M.moveOutOfScope],
    ["another account's site into the actor's subtree", districtAdmin, otherSchool, district, M.moveOutOfScope],
    ["the platform", control, platform, district, M.movePlatform],
    ["control: across accounts", control, otherSchool, district, null],
  ])("%s", (_, actor, moving, under, expected) => {
    expect(moveRefusal(actor, moving, under)).toBe(expected);
  });

  it("does not take /1/4/1 for a child of /1/4/10/ (ids are whole segments)", () => {
    const s1 = site("/1/4/1/");
    const s10 = site("/1/4/10/");
    expect(moveRefusal(districtAdmin, s1, s10)).toBeNull();
  });
});

describe("movedPath", () => {
  it.each([
    ["/1/4/9/", "/1/4/9/", "/1/4/10/9/", "/1/4/10/9/"],
    ["/1/4/9/12/", "/1/4/9/", "/1/4/10/9/", "/1/4/10/9/12/"],
    ["/1/4/9/12/13/", "/1/4/9/", "/1/5/9/", "/1/5/9/12/13/"],
  ])("%s moved from %s to %s is %s", (path, from, to, expected) => {
    expect(movedPath(path, from, to)).toBe(expected);
  });

  it("refuses a path not below the moved site", () => {
    expect(() => movedPath("/1/5/", "/1/4/", "/1/6/4/")).toThrow();
  });
});

describe("buildTree", () => {
  it("nests rows under their parents and keeps their order", () => {
    const rows = [
      { id: 4, parentId: 1, name: "District", kind: "DISTRICT" },
      { id: 10, parentId: 4, name: "South", kind: "SCHOOL" },
      { id: 9, parentId: 4, name: "North", kind: "SCHOOL" },
      { id: 12, parentId: 9, name: "Annex", kind: "SCHOOL" },
    ];
    const [root, ...others] = buildTree(rows);
    expect(others).toEqual([]);
    expect(root!.id).toBe(4);
    expect(root!.children.map((c) => c.name)).toEqual(["South", "North"]);
    expect(root!.children[1]!.children.map((c) => c.id)).toEqual([12]);
  });

  it("makes every row whose parent is missing a root", () => {
    const roots = buildTree([
      { id: 9, parentId: 4, name: "North", kind: "SCHOOL" },
      { id: 11, parentId: 5, name: "Other", kind: "SCHOOL" },
    ]);
    expect(roots.map((r) => r.id)).toEqual([9, 11]);
  });

  it("answers nothing for no rows", () => {
    expect(buildTree([])).toEqual([]);
  });
});
