import type { inferRouterOutputs } from "@trpc/server";
import type { companiesRouter } from "./router.ts";
import { defineShim, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof companiesRouter>;

/** The legacy pages read no fields of these answers ("not shown", "suggestions"): ours, in snake_case. */
function companyFields(c: Out["search"][number]) {
  return {
    id: c.id,
    name: c.name,
    type: c.kind.toLowerCase(),
    city: c.city,
    state: c.state,
    parent: c.parentName,
    admin_count: c.adminCount,
  };
}

/** Company search; suggest company (≥ 2 characters) and admins (docs/product/accounts-and-roles.md). */
export const companiesShims = [
  defineShim<Out["search"]>({
    method: "GET",
    path: "/control/company/search",
    procedure: "companies.search",
    spec: "docs/product/accounts-and-roles.md: company search",
    input: ({ query }) => ({ module: "control", keyword: text(query.keyword) ?? "" }),
    output: (companies) => ({ companies: companies.map(companyFields) }),
  }),
  defineShim<Out["suggest"]>({
    method: "GET",
    path: "/api/suggest/company",
    procedure: "companies.suggest",
    spec: "docs/product/accounts-and-roles.md: company suggestions",
    input: ({ query }) => ({ term: text(query.term) ?? "" }),
    output: (companies) => ({ suggestions: companies.map(companyFields) }),
  }),
  defineShim<Out["suggestAdmins"]>({
    method: "GET",
    path: "/api/suggest/admins",
    procedure: "companies.suggestAdmins",
    spec: "docs/product/accounts-and-roles.md: administrator suggestions",
    input: ({ query }) => ({ term: text(query.term) ?? "" }),
    output: (admins) => ({
      suggestions: admins.map((a) => ({
        id: a.id,
        name: a.name,
        email: a.email,
        company_id: a.companyId,
        company_name: a.companyName,
      })),
    }),
  }),
];
