import type { inferRouterOutputs } from "@trpc/server";
import type { coaRouter } from "./router.ts";
import { defineShim, flag, id, optionalId, text, type ShimRequest } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof coaRouter>;

const base = "/:module/settings/chart-of-accounts";

/** ?subcoa=yes: the id names a sub account. */
const kindOf = (query: Record<string, unknown>) => (flag(query.subcoa) ? ("SUB" as const) : undefined);

function accountOnly({ params, query }: ShimRequest) {
  return { module: params.module, coaId: id(params.id), kind: kindOf(query) };
}

/**
 * items/coa and items/subcoa: the payee's accounts as the item's site (`company`, else the
 * caller's) sees them; the legacy page sends no payee, and then every payee's the site sees
 * (docs/product/documented-calls.md).
 */
function accountList(kind: "PRIMARY" | "SUB") {
  return ({ params, body, query }: ShimRequest) => ({
    module: params.module,
    payeeId: optionalId(body.payee ?? query.payee),
    companyId: optionalId(body.company ?? query.company),
    kind,
  });
}

/** Each row names its settlement account (`payee`, its id), since a list may span several. */
const accounts = (rows: Out["list"]) => ({
  accounts: rows.map((a) => ({ id: a.id, account: a.number, name: a.name, payee: a.payeeId })),
});

/** The chart of accounts' calls (docs/product/chart-of-accounts.md) and the item builder's account pickers. */
export const coaShims = [
  defineShim<Out["create"]>({
    method: "POST",
    path: "/:module/payments/save",
    procedure: "coa.create",
    spec: "docs/product/chart-of-accounts.md: payments/save",
    // payee: the settlement account whose chart the account joins (docs/product/chart-of-accounts.md).
    input: ({ params, body }) => ({
      module: params.module,
      payeeId: id(body.payee),
      number: text(body.acc_no),
      name: text(body.acc_name),
      isShared: flag(body.acc_is_shared),
      isSubaccount: flag(body.is_subaccount),
    }),
    fieldNames: {
      payeeId: "payee",
      number: "acc_no",
      name: "acc_name",
      isShared: "acc_is_shared",
      isSubaccount: "is_subaccount",
    },
    output: (a) => ({ id: a.id }),
  }),
  defineShim<Out["checkIntegrity"]>({
    method: "POST",
    path: `${base}/:id/check-integrity`,
    procedure: "coa.checkIntegrity",
    spec: "docs/product/chart-of-accounts.md: check-integrity",
    input: accountOnly,
    fieldNames: { coaId: "id" },
    output: (r) => ({ in_use: r.inUse }),
  }),
  defineShim<Out["remove"]>({
    method: "POST",
    path: `${base}/:id/remove`,
    procedure: "coa.remove",
    spec: "docs/product/chart-of-accounts.md: remove",
    input: accountOnly,
    fieldNames: { coaId: "id" },
    output: () => ({}),
  }),
  defineShim<Out["inUseItems"]>({
    method: "POST",
    path: `${base}/:id/get-inuse-items`,
    procedure: "coa.inUseItems",
    spec: "docs/product/chart-of-accounts.md: get-inuse-items",
    input: accountOnly,
    fieldNames: { coaId: "id" },
    output: (r) => ({
      items: r.items.map((i) => ({ item_id: i.id, item_code: i.code, title: i.title })),
      txn_item_cnt: r.txnItemCount,
    }),
  }),
  defineShim<Out["replace"]>({
    method: "POST",
    path: `${base}/:id/update-items/:newId`,
    procedure: "coa.replace",
    spec: "docs/product/chart-of-accounts.md: update-items",
    input: ({ params, query, body }) => ({
      module: params.module,
      coaId: id(params.id),
      newId: id(params.newId),
      kind: kindOf(query),
      newName: text(body.new_coa_name),
    }),
    fieldNames: { coaId: "id", newId: "newId", newName: "new_coa_name" },
    output: (r) => ({ moved: r.moved }),
  }),
  defineShim<Out["search"]>({
    method: "GET",
    path: `${base}/search`,
    procedure: "coa.search",
    spec: "docs/product/chart-of-accounts.md: chart-of-accounts/search",
    input: ({ params, query }) => ({
      module: params.module,
      term: text(query.search_term) ?? "",
      kind: flag(query.subcoa) ? "SUB" : "PRIMARY",
      payeeId: optionalId(query.payee),
      companyId: optionalId(query.company),
    }),
    fieldNames: { term: "search_term", payeeId: "payee", companyId: "company" },
    output: (rows) => ({ data: rows.map((a) => ({ id: a.id, name: `${a.number} - ${a.name}`, payee: a.payeeId })) }),
  }),
  defineShim<Out["list"]>({
    method: "POST",
    path: "/:module/items/coa",
    procedure: "coa.list",
    spec: "docs/product/chart-of-accounts.md: items/coa",
    input: accountList("PRIMARY"),
    fieldNames: { payeeId: "payee", companyId: "company" },
    output: accounts,
  }),
  defineShim<Out["list"]>({
    method: "POST",
    path: "/:module/items/subcoa",
    procedure: "coa.list",
    spec: "docs/product/chart-of-accounts.md: items/subcoa",
    input: accountList("SUB"),
    fieldNames: { payeeId: "payee", companyId: "company" },
    output: accounts,
  }),
];
