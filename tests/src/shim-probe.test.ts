import type { ShimRoute } from "@paydesk/api";
import { describe, expect, it } from "vitest";
import { fillPath, pathModule, pathParams, probeShim } from "./shim-probe.ts";

const route = (path: string, input: ShimRoute<never>["input"]): ShimRoute<never> => ({
  method: "POST",
  path,
  procedure: "sample.call",
  spec: "test",
  input,
  output: () => ({}),
});

describe("the shim probe", () => {
  it("lists path parameters and fills them as given", () => {
    expect(pathParams("/:module/x/:id/update-items/:newId")).toEqual(["module", "id", "newId"]);
    expect(pathParams("/login")).toEqual([]);
    expect(fillPath("/:module/x/:id", { module: "school", id: "a%00b" })).toBe("/school/x/a%00b");
    expect(() => fillPath("/:module/x/:id", { module: "school" })).toThrow(/no value for :id/);
  });

  it("tells fixed-module, module-parameter and module-less paths apart", () => {
    expect(pathModule("/:module/items/list")).toBe("param");
    expect(pathModule("/control/company/search")).toBe("control");
    expect(pathModule("/api/suggest/company")).toBeNull();
    expect(pathModule("/login")).toBeNull();
  });

  it("finds the keys an input mapping reads and the input field each value lands in", () => {
    const probe = probeShim(
      route("/:module/things/:id/move/:target", ({ params, query, body }) => ({
        module: params.module,
        thingId: Number(params.id),
        target: params.target,
        companyId: query.company === undefined ? undefined : Number(query.company),
        rows: [{ itemCode: String(body.code) }],
        note: body.note,
        flagged: body.flag === "1",
      })),
    );
    expect(probe.queryKeys).toEqual(["company"]);
    expect(probe.bodyKeys.sort()).toEqual(["code", "flag", "note"]);
    expect(Object.fromEntries(probe.fields)).toEqual({
      "path:id": "thingId",
      "query:company": "companyId",
      "body:code": "itemCode",
      "body:note": "note",
    });
  });
});
