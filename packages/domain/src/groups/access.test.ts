import { describe, expect, it } from "vitest";
import { groupVisibleFrom, mayEditGroup, maySeeGroup } from "./access.ts";

const district = { kind: "ADMIN" as const, companyPath: "/1/" };
const lincoln = { kind: "ADMIN" as const, companyPath: "/1/4/" };
const adams = { kind: "ADMIN" as const, companyPath: "/1/5/" };
const control = { kind: "CONTROL" as const, companyPath: "/" };

const districtShared = { ownerPath: "/1/", isShared: true };
const districtPrivate = { ownerPath: "/1/", isShared: false };
const lincolnShared = { ownerPath: "/1/4/", isShared: true };

describe("student group access (shared down the owner's subtree, edited only from the owner's reach)", () => {
  it.each([
    { name: "district admin, own group", actor: district, group: districtPrivate, see: true, edit: true },
    { name: "district admin, a school's group", actor: district, group: lincolnShared, see: true, edit: true },
    { name: "school admin, the district's shared group", actor: lincoln, group: districtShared, see: true, edit: false },
    { name: "school admin, the district's unshared group", actor: lincoln, group: districtPrivate, see: false, edit: false },
    { name: "school admin, a sibling school's shared group", actor: adams, group: lincolnShared, see: false, edit: false },
    { name: "control staff, anything", actor: control, group: districtPrivate, see: true, edit: true },
  ])("$name", ({ actor, group, see, edit }) => {
    expect(maySeeGroup(actor, group)).toBe(see);
    expect(mayEditGroup(actor, group)).toBe(edit);
  });

  it.each([
    { site: "/1/4/", group: districtShared, visible: true },
    { site: "/1/4/", group: districtPrivate, visible: false },
    { site: "/1/", group: lincolnShared, visible: true },
    { site: "/1/5/", group: lincolnShared, visible: false },
  ])("from $site: $group.ownerPath shared=$group.isShared → $visible", ({ site, group, visible }) => {
    expect(groupVisibleFrom(site, group)).toBe(visible);
  });
});
