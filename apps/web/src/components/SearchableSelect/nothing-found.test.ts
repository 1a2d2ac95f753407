import { describe, expect, it } from "vitest";
import { nothingFoundDescription } from "./nothing-found.ts";

const data = [
  { value: "1", label: "Lincoln High School" },
  { value: "2", label: "Washington Middle School" },
];
const grouped = [{ group: "Roles", items: [{ value: "r1", label: "Office Staff" }] }];
const message = "No site matches";

describe("nothingFoundDescription", () => {
  it.each([
    ["nothing typed", { data, search: "  ", filters: true }, undefined],
    ["a label matches, any case", { data, search: "lincoln", filters: true }, undefined],
    ["no label matches", { data, search: "zebra", filters: true }, message],
    ["a Select showing its chosen label lists everything", { data, search: "zebra", filters: false }, undefined],
    ["no options at all, though not filtering", { data: [], search: "x", filters: false }, message],
    ["strings as data", { data: ["Alpha", "Beta"], search: "bet", filters: true }, undefined],
    ["a group with a match", { data: grouped, search: "office", filters: true }, undefined],
    ["a group emptied by the search", { data: grouped, search: "zzz", filters: true }, message],
    ["a server-side filter keeping everything", { data, search: "zebra", filters: true, filter: ({ options }: { options: unknown[] }) => options }, undefined],
    ["a server that answered nothing", { data: [], search: "zebra", filters: true, filter: ({ options }: { options: unknown[] }) => options }, message],
  ] as const)("%s", (_name, input, expected) => {
    expect(nothingFoundDescription({ ...(input as Omit<Parameters<typeof nothingFoundDescription>[0], "message">), message })).toBe(expected);
  });
});
