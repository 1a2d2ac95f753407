import type { inferRouterOutputs } from "@trpc/server";
import type { masqueradeRouter } from "./router.ts";
import { defineShim, id, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof masqueradeRouter>;
type Option = Out["search"][number];

/** Where to POST to become an option's target (our path; the legacy product names only masq_url). */
export function masqueradeUrl(target: Option["target"]): string {
  return target.target === "user" ? `/masquerade/as/user/${target.userId}` : `/masquerade/as/company/${target.companyId}`;
}

/**
 * "POST to a masquerade URL" (/{module}/masquerade/search: docs/product/documented-calls.md). Each object's
 * masq_url is where to POST to become that target; /end returns to the real identity. Sites
 * without an administrator are listed in the app (greyed out) but not here: they have no URL, and
 * they are left out by the query (choosableOnly), so the list still holds up to 15 sites that have
 * one. At most 15 sites and 15 administrators answer (MASQUERADE_SEARCH_LIMIT): narrow the key.
 */
export const masqueradeShims = [
  defineShim<Out["search"]>({
    method: "POST",
    path: "/:module/masquerade/search",
    procedure: "masquerade.search",
    spec: "docs/product/documented-calls.md: quick login search",
    input: ({ params, body }) => ({ module: params.module, searchKey: text(body.search_key) ?? "", choosableOnly: true }),
    fieldNames: { searchKey: "search_key" },
    output: (options) => ({
      objects: options.map((o) => ({ name: o.name, type: o.kind, description: o.description, masq_url: masqueradeUrl(o.target) })),
    }),
  }),
  defineShim<Out["start"]>({
    method: "POST",
    path: "/masquerade/as/:target/:id",
    procedure: "masquerade.start",
    spec: "docs/product/accounts-and-roles.md: quick login (the masq_url of the search)",
    input: ({ params }) =>
      params.target === "company"
        ? { target: "company", companyId: id(params.id) }
        : { target: params.target, userId: id(params.id) },
    output: (r) => ({ module: r.module, name: r.name }),
  }),
  defineShim<Out["end"]>({
    method: "POST",
    path: "/masquerade/end",
    procedure: "masquerade.end",
    spec: "docs/product/accounts-and-roles.md: quick login, back to the real identity",
    input: () => undefined,
    output: (r) => ({ module: r.module, name: r.name }),
  }),
];
