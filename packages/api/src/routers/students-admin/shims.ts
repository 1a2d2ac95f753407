import type { inferRouterOutputs } from "@trpc/server";
import type { studentsAdminRouter } from "./router.ts";
import { defineShim, flag, text, type ShimRequest } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof studentsAdminRouter>;

/** The tools' list answers one page this long (docs/product/documented-calls.md names no paging). */
const TOOL_LIST_SIZE = 100;

/**
 * `selected` as the legacy page sends it: comma-separated ids (`selected=4,7`), or repeated
 * (`selected=4&selected=7`, `selected[]=…`); an entry that is not an id becomes NaN for zod to refuse.
 */
function selectedIds(value: unknown): number[] {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (v == null ? [] : String(v).split(",")));
  return parts
    .map((p) => p.trim())
    .filter((p) => p !== "")
    .map((p) => (/^\d+$/.test(p) ? Number(p) : Number.NaN));
}

/** The path's {module}; the module rung refuses one the caller may not act in. */
const moduleOf = ({ params }: ShimRequest) => params.module;

/**
 * removestudent (docs/product/students-and-groups.md) and
 * the student list (docs/product/documented-calls.md).
 */
export const studentsAdminShims = [
  defineShim<Out["remove"]>({
    method: "POST",
    path: "/:module/settings/students/removestudent",
    procedure: "studentsAdmin.remove",
    spec: "docs/product/students-and-groups.md: removestudent?selected=…[&isPermanent=1]",
    input: (req) => ({
      module: moduleOf(req),
      studentIds: selectedIds(req.query.selected ?? req.query["selected[]"] ?? req.body.selected),
      permanent: flag(req.query.isPermanent ?? req.body.isPermanent),
    }),
    fieldNames: { studentIds: "selected", permanent: "isPermanent" },
    output: (r) => ({ deactivated: r.deactivated, deleted: r.deleted, kept_with_orders: r.keptWithOrders }),
  }),
  defineShim<Out["list"]>({
    method: "GET",
    path: "/:module/students/list",
    procedure: "studentsAdmin.list",
    spec: "docs/product/documented-calls.md: student list (for tools)",
    input: (req) => ({ module: moduleOf(req), search: text(req.query.search) ?? "", pageSize: TOOL_LIST_SIZE }),
    fieldNames: { search: "search" },
    output: (page) => ({
      students: page.rows.map((s) => ({
        student_id: s.id,
        external_id: s.externalId,
        fname: s.firstName,
        lname: s.lastName,
        grade: s.grade,
        company_id: s.companyId,
      })),
    }),
  }),
];
