/**
 * The widgets' `content_html` (docs/product/dashboard-images-promotions.md: widget calls answer {status,
 * content_html}), for tools and the legacy page that inserted the fragment as is. Built from the same figures
 * the procedures answer; every text from the database (names, titles) is escaped.
 */
import { formatCents } from "@paydesk/domain";
import type { inferRouterOutputs } from "@trpc/server";
import type { dashboardRouter } from "./router.ts";
import { escapeHtml } from "../item-builder/readiness-html.ts";

type Out = inferRouterOutputs<typeof dashboardRouter>;

const METHOD_LABELS = { CARD: "Card", CASH: "Cash", CHECK: "Check" } as const;

function table(widget: string, caption: string, head: string[], rows: (string | number)[][]): string {
  const th = head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("");
  const body = rows.length
    ? rows.map((cells) => `<tr>${cells.map((c) => `<td>${escapeHtml(String(c))}</td>`).join("")}</tr>`).join("")
    : `<tr><td colspan="${head.length}">No sales in this range.</td></tr>`;
  return `<table class="dashboard-widget" data-widget="${widget}"><caption>${escapeHtml(caption)}</caption><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

const rangeCaption = (title: string, r: { from: string; to: string }) => `${title}, ${r.from} to ${r.to}`;

export const transactionsHtml = (r: Out["transactions"]) =>
  table(
    "txn",
    `${rangeCaption("Transactions", r)}: ${r.orders} orders, ${formatCents(r.amountCents)}`,
    ["Day", "Orders", "Amount"],
    r.points.map((p) => [p.day, p.orders, formatCents(p.amountCents)]),
  );

export const topSchoolsHtml = (r: Out["topSchools"]) =>
  table("leaderboard-topschools", rangeCaption("Top schools", r), ["School", "Orders", "Amount"], r.rows.map((s) => [s.name, s.orders, formatCents(s.amountCents)]));

export const salesByItemHtml = (r: Out["salesByItem"]) =>
  table("sales-by-item", rangeCaption("Sales by item", r), ["Item", "Code", "Units", "Amount"], r.rows.map((i) => [i.title, i.code, i.units, formatCents(i.amountCents)]));

export const salesByMethodHtml = (r: Out["salesByMethod"]) =>
  table("sales-by-method", rangeCaption("Sales by payment method", r), ["Method", "Amount"], r.rows.map((m) => [METHOD_LABELS[m.method], formatCents(m.amountCents)]));

export const feesHtml = (r: Out["fees"]) =>
  table("fees-collected", rangeCaption("Fees collected", r), ["Fees", "Orders", "All collected"], [[formatCents(r.feeCents), r.orders, formatCents(r.amountCents)]]);

export const sellingOutHtml = (r: Out["sellingOut"]) =>
  table("items-selling-out", "Items selling out", ["Item", "Code", "Sold", "Left"], r.rows.map((i) => [i.title, i.code, `${i.sold} of ${i.available}`, i.left]));
