import { describe, expect, it } from "vitest";
import { ZAddToCartRequestSchema } from "./cart.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";

function messages(input: unknown): [string, string][] {
  const result = ZAddToCartRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
}

describe("ZAddToCartRequestSchema (PUT /pay/put/{itemId})", () => {
  it("reads the legacy form: cfs as JSON text, NA for no student, flags as text", () => {
    expect(ZAddToCartRequestSchema.parse({ item_id: "7", student_id: "NA", cfs: '{"Size":"M","Days":["Mon","Tue"]}', amount: "$25", quantity: "2", transient: "0", cf_override: "1" })).toEqual({
      item_id: 7,
      student_id: "NA",
      cfs: { Size: "M", Days: ["Mon", "Tue"] },
      amount: "$25",
      quantity: 2,
      transient: false,
      cf_override: true,
    });
  });

  it("reads a JSON client: a student id, cfs as an object, defaults", () => {
    expect(ZAddToCartRequestSchema.parse({ item_id: 7, student_id: 12, cfs: { Size: "L" } })).toEqual({
      item_id: 7,
      student_id: 12,
      cfs: { Size: "L" },
      amount: undefined,
      quantity: 1,
      transient: false,
      mip_code: undefined,
      cf_override: false,
    });
  });

  it.each([undefined, "", "0", "abc", -3, null])("asks for a student or NA when student_id is %j", (student_id) => {
    expect(messages({ item_id: 7, student_id })).toEqual([["student_id", PAYMENT_MESSAGES.selectStudent]]);
  });

  it.each(["{not json", "[1, 2]", '{"Size": 3}'])("refuses unreadable custom field values %j", (cfs) => {
    expect(messages({ item_id: 7, student_id: "NA", cfs }).map(([path]) => path.split(".")[0])).toEqual(["cfs"]);
  });

  it.each([0, 1001, 1.5])("refuses quantity %j", (quantity) => {
    expect(messages({ item_id: 7, student_id: "NA", quantity }).map(([path]) => path)).toEqual(["quantity"]);
  });
});
