import type { inferRouterOutputs } from "@trpc/server";
import type { payeesRouter } from "./router.ts";
import { defineShim, optionalId } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof payeesRouter>;

/** The settlement accounts for tools (docs/product/documented-calls.md, Lists for tools). */
export const payeesShims = [
  defineShim<Out["list"]>({
    method: "GET",
    path: "/:module/settings/payees/list",
    procedure: "payees.list",
    spec: "docs/product/documented-calls.md: settlement accounts (for tools)",
    // ?usable_at=<company id>: the payees that site's items may pay into (its own and above).
    input: ({ params, query }) => ({ module: params.module, usableAt: optionalId(query.usable_at) }),
    fieldNames: { usableAt: "usable_at" },
    output: (rows) => ({ payees: rows.map((p) => ({ payee_id: p.id, name: p.name, company_id: p.companyId })) }),
  }),
];
