import type { inferRouterOutputs } from "@trpc/server";
import type { groupsRouter } from "./router.ts";
import { defineShim, optionalId, text, type ShimRequest } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof groupsRouter>;

/** /api/… paths carry no module: the caller's own one applies. */
const apiModule = ({ homeModule }: ShimRequest) => homeModule;

/**
 * check-group (`{status: "success"}` for a free name, 409 with the product's message for a taken
 * one, 400 with it for one too short) and suggest/groups (`{status, groups: [{id, name,
 * is_smart}]}`, the shape the item builder's picker reads; its `POST /{module}/items/groups`
 * answers the same from the item builder's shims), as docs/product/students-and-groups.md has them.
 */
export const groupsShims = [
  defineShim<Out["checkName"]>({
    method: "GET",
    path: "/:module/settings/students-and-groups/check-group",
    procedure: "groups.checkName",
    spec: "docs/product/students-and-groups.md: check-group",
    input: ({ params, query }) => ({
      module: params.module,
      name: text(query.name) ?? "",
      groupId: optionalId(query.group_id),
      companyId: optionalId(query.company),
    }),
    fieldNames: { groupId: "group_id", companyId: "company" },
    output: () => ({}),
  }),
  defineShim<Out["suggest"]>({
    method: "POST",
    path: "/api/suggest/groups",
    procedure: "groups.suggest",
    spec: "docs/product/students-and-groups.md: suggest/groups",
    input: (req) => ({ module: apiModule(req), term: text(req.body.term) ?? "", companyId: optionalId(req.body.company) }),
    fieldNames: { companyId: "company" },
    output: (rows) => ({ groups: rows.map((g) => ({ id: g.id, name: g.name, is_smart: g.isSmart })) }),
  }),
];
