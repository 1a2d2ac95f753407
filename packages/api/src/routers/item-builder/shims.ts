import { formatDecimalCents } from "@paydesk/domain";
import { ITEM_MESSAGES } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { itemBuilderRouter } from "./router.ts";
import type { paymentSettingsRouter } from "./payment-settings/router.ts";
import { defineShim, id, optionalId, text, type ShimRequest } from "../../shims/types.ts";
import { dollars, FORM_FIELD_NAMES, formFromFields, percent } from "./form-fields.ts";
import { readinessHtml } from "./readiness-html.ts";

type Out = inferRouterOutputs<typeof itemBuilderRouter>;
type SettingsOut = inferRouterOutputs<typeof paymentSettingsRouter>;

/** Cents as the legacy dollar strings ("1234.50"); a percent in hundredths reads the same way. */
const centsText = formatDecimalCents;
const hundredthsText = formatDecimalCents;

/** A required amount: absent is refused by the schema like a wrong one. */
const dollarsParam = (value: unknown) => dollars(value) ?? Number.NaN;

const problems = (r: Out["checkReadiness"]) =>
  r.problems.map((p) => ({ area: p.area, message: p.message, input: p.input ? (FORM_FIELD_NAMES[p.input] ?? p.input) : null }));

const accountSuggestions = (rows: Out["searchAccounts"]) => ({
  data: rows.map((a) => ({ id: a.id, account: a.number, name: a.name, label: `${a.number} - ${a.name}`, payee: a.payeeId })),
});

/** /api/… paths carry no module: the caller's own one applies. */
const apiModule = ({ homeModule }: ShimRequest) => homeModule;

/**
 * The account autocompletes search the chosen payee's accounts (?payee=) as the item's site
 * (?company=) sees them; without a payee, those of every payee the site sees
 * (docs/product/documented-calls.md).
 */
const accountSearch = (req: ShimRequest, kind: "PRIMARY" | "SUB") => ({
  module: apiModule(req),
  term: text(req.query.term) ?? "",
  kind,
  payeeId: optionalId(req.query.payee),
  companyId: optionalId(req.query.company),
});

const groups = (rows: Out["searchGroups"]) => ({ groups: rows.map((g) => ({ id: g.id, name: g.name, is_smart: g.isSmart })) });

/**
 * The builder's calls (studentsforcompany(2) are the students router's, shared with the
 * terminal). Paths the legacy product left unnamed are ours:
 * - GET/POST /{module}/payments/fee-behaviour: the payment settings of /{module}/payments
 *   {fee_behaviour: Default|AlwaysAddFlat|Absorb, default_item_fee (dollars), default_tax (percent)}.
 */
export const itemBuilderShims = [
  defineShim<Out["save"]>({
    method: "POST",
    path: "/:module/items/save",
    procedure: "itemBuilder.save",
    spec: "docs/product/items-and-fees.md: items/save (fields: form-fields.ts)",
    input: ({ params, body }) => ({ module: params.module, itemId: optionalId(body.item_id), ...formFromFields(body) }),
    fieldNames: FORM_FIELD_NAMES,
    output: (r) => ({
      message: r.message,
      item_id: r.itemId,
      item_code: r.code,
      item_status: r.status,
      is_draft: r.isDraft ? 1 : 0,
      pay_for_url: r.payForPath,
      ready: r.readiness.ready,
    }),
  }),
  defineShim<Out["checkReadiness"]>({
    method: "POST",
    path: "/:module/items/check-readiness",
    procedure: "itemBuilder.checkReadiness",
    spec: "docs/product/items-and-fees.md: check-readiness",
    input: ({ params, body }) => ({ module: params.module, ...formFromFields(body) }),
    fieldNames: FORM_FIELD_NAMES,
    output: (r) => ({ ready: r.ready, html: readinessHtml(r, FORM_FIELD_NAMES), problems: problems(r) }),
  }),
  defineShim<Out["suggestedFee"]>({
    method: "GET",
    path: "/api/fee",
    procedure: "itemBuilder.suggestedFee",
    spec: "docs/product/items-and-fees.md: /api/fee",
    input: (req) => ({
      module: apiModule(req),
      settlementAccountId: id(req.query.payeeId),
      amountCents: dollarsParam(req.query.amount),
    }),
    fieldNames: { settlementAccountId: "payeeId", amountCents: "amount" },
    output: (r) => ({ feeAmount: centsText(r.feeCents), totalAmount: centsText(r.totalCents) }),
  }),
  defineShim<Out["searchAccounts"]>({
    method: "GET",
    path: "/api/suggest/coasubs",
    procedure: "itemBuilder.searchAccounts",
    spec: "docs/product/chart-of-accounts.md: suggest/coasubs",
    input: (req) => accountSearch(req, "SUB"),
    fieldNames: { payeeId: "payee", companyId: "company" },
    output: accountSuggestions,
  }),
  defineShim<Out["searchAccounts"]>({
    method: "GET",
    path: "/api/suggest/item-coa-search",
    procedure: "itemBuilder.searchAccounts",
    spec: "docs/product/chart-of-accounts.md: suggest/item-coa-search",
    input: (req) => accountSearch(req, "PRIMARY"),
    fieldNames: { payeeId: "payee", companyId: "company" },
    output: accountSuggestions,
  }),
  // POST /api/suggest/groups is the groups router's (routers/groups/shims.ts), with the same answer.
  defineShim<Out["searchGroups"]>({
    method: "POST",
    path: "/:module/items/groups",
    procedure: "itemBuilder.searchGroups",
    spec: "docs/product/students-and-groups.md: items/groups",
    input: ({ params, body }) => ({ module: params.module, term: "", companyId: optionalId(body.company) }),
    fieldNames: { companyId: "company" },
    output: groups,
  }),
  defineShim<SettingsOut["get"]>({
    method: "GET",
    path: "/:module/payments/fee-behaviour",
    procedure: "paymentSettings.get",
    spec: "docs/product/items-and-fees.md: /{module}/payments default fee behaviour (path ours)",
    input: ({ params, query }) => ({ module: params.module, companyId: optionalId(query.company) }),
    fieldNames: { companyId: "company" },
    output: (r) => ({
      fee_behaviour: r.feeBehaviour,
      default_item_fee: centsText(r.defaultItemFeeCents),
      default_tax: hundredthsText(r.defaultTaxHundredths),
    }),
  }),
  defineShim<SettingsOut["update"]>({
    method: "POST",
    path: "/:module/payments/fee-behaviour",
    procedure: "paymentSettings.update",
    spec: "docs/product/items-and-fees.md: /{module}/payments default fee behaviour (path ours)",
    input: ({ params, body }) => ({
      module: params.module,
      companyId: optionalId(body.company),
      feeBehaviour: text(body.fee_behaviour),
      defaultItemFeeCents: dollars(body.default_item_fee) ?? 0,
      defaultTaxHundredths: percent(body.default_tax) ?? 0,
    }),
    fieldNames: {
      companyId: "company",
      feeBehaviour: "fee_behaviour",
      defaultItemFeeCents: "default_item_fee",
      defaultTaxHundredths: "default_tax",
    },
    output: (r) => ({
      message: ITEM_MESSAGES.saved,
      fee_behaviour: r.feeBehaviour,
      default_item_fee: centsText(r.defaultItemFeeCents),
      default_tax: hundredthsText(r.defaultTaxHundredths),
    }),
  }),
];
