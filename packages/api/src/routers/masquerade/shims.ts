import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../root.ts";
import { defineShim, id, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<AppRouter>["masquerade"];

/**
 * Spec 3 §7 "POST to a masquerade URL" (CONVENTIONS §4: /{module}/masquerade/search). Each object's
 * masq_url is where to POST to become that target; /end returns to the real identity.
 */
export const masqueradeShims = [
  defineShim<Out["search"]>({
    method: "POST",
    path: "/:module/masquerade/search",
    procedure: "masquerade.search",
    spec: "spec 3 §7, CONVENTIONS §4",
    input: ({ body }) => ({ searchKey: text(body.search_key) ?? "" }),
    output: (options) => ({
      objects: options.map((o) => ({
        name: o.name,
        description: o.description,
        masq_url: o.target.target === "user" ? `/masquerade/as/user/${o.target.userId}` : `/masquerade/as/company/${o.target.companyId}`,
      })),
    }),
  }),
  defineShim<Out["start"]>({
    method: "POST",
    path: "/masquerade/as/:target/:id",
    procedure: "masquerade.start",
    spec: "masq_url of spec 3 §7",
    input: ({ params }) =>
      params.target === "company" ? { target: "company", companyId: id(params.id) } : { target: params.target, userId: id(params.id) },
    output: (r) => ({ module: r.module, name: r.name }),
  }),
  defineShim<Out["end"]>({
    method: "POST",
    path: "/masquerade/end",
    procedure: "masquerade.end",
    spec: "quick login: back to the real identity",
    input: () => undefined,
    output: (r) => ({ module: r.module }),
  }),
];
