/**
 * The e-mailed receipt: a text and an HTML body with the link that opens the receipt page for
 * whoever holds it. Every value from the order is escaped in the HTML (payer names, custom fields
 * and item titles are typed by people).
 */
import { formatInZone, lineArithmetic, orderText, RECEIPT_STATUS_LABELS, receiptCustomFieldLines, receiptMoney, receiptPaymentLabel, receiptSellerNames } from "@paydesk/domain";
import type { ReceiptView } from "./view.ts";

export interface ReceiptEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function receiptLink(appUrl: string, orderId: number, token: string): string {
  return `${appUrl}/pay/receipt/${orderId}/${encodeURIComponent(token)}/view`;
}

/** The summary rows both bodies show under the lines, in order; zero parts are left out. */
function summaryRows(view: ReceiptView): [string, string][] {
  const rows: [string, string][] = [["Subtotal", receiptMoney(view.subtotalCents)]];
  if (view.taxCents) rows.push(["Tax", receiptMoney(view.taxCents)]);
  if (view.shippingCents) rows.push(["Shipping", receiptMoney(view.shippingCents)]);
  if (view.feeCents) rows.push(["Convenience fee", receiptMoney(view.feeCents)]);
  if (view.feesRemoved) rows.push(["Convenience fee removed", receiptMoney(view.removedFeeCents)]);
  rows.push(["Total", receiptMoney(view.totalCents)], ["Paid", receiptMoney(view.paidCents)]);
  if (view.dueCents) rows.push(["Due", receiptMoney(view.dueCents)]);
  return rows;
}

export function composeReceiptEmail(view: ReceiptView, link: string): ReceiptEmail {
  // Every seller of the order by name: a cart may mix a district item and a school item.
  const sellers = receiptSellerNames(view.sellers.map((s) => s.name));
  const sellerOf = (line: ReceiptView["lines"][number]) =>
    view.sellers.length > 1 ? view.sellers.find((s) => s.id === line.sellerId)?.name ?? null : null;
  const subject = `Your receipt from ${sellers} (order ${view.orderId})`;
  const when = formatInZone(view.createdAt, view.timeZone, "long");
  const lineTexts = view.lines.map((line) => {
    const who = line.studentName ? ` for ${line.studentName}` : "";
    const seller = sellerOf(line);
    const fields = [...(seller ? [`Sold by ${seller}`] : []), ...receiptCustomFieldLines(line.cfs)].map((f) => `    ${f}`);
    return [`  ${line.title}${who}: ${lineArithmetic(line).text}`, ...fields].join("\n");
  });
  const paymentTexts = view.payments.map((p) => `  ${receiptPaymentLabel(p)}: ${receiptMoney(p.amountCents)}`);
  const text = [
    `Thank you for your payment to ${sellers}.`,
    "",
    `${orderText(view.orderId)}, ${when}, ${RECEIPT_STATUS_LABELS[view.status]}`,
    `Payer: ${view.payer.name}`,
    "",
    "Items:",
    ...lineTexts,
    "",
    ...summaryRows(view).map(([label, value]) => `${label}: ${value}`),
    "",
    "Payments:",
    ...(paymentTexts.length ? paymentTexts : ["  none"]),
    "",
    `View or print your receipt: ${link}`,
  ].join("\n");

  const cell = (value: string, align = "left") => `<td style="padding:4px 8px;text-align:${align}">${escapeHtml(value)}</td>`;
  const lineRows = view.lines
    .map((line) => {
      const seller = sellerOf(line);
      const details = [
        line.studentName ? `Student: ${line.studentName}` : null,
        seller ? `Sold by ${seller}` : null,
        ...receiptCustomFieldLines(line.cfs),
        lineArithmetic(line).text,
      ].filter(
        (d): d is string => d !== null,
      );
      const title = `${escapeHtml(line.title)}${details.map((d) => `<br><small>${escapeHtml(d)}</small>`).join("")}`;
      return `<tr><td style="padding:4px 8px">${title}</td>${cell(String(line.quantity), "right")}${cell(receiptMoney(line.amountCents), "right")}${cell(receiptMoney(line.totalCents), "right")}</tr>`;
    })
    .join("");
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif">`,
    `<h1 style="font-size:20px">${escapeHtml(sellers)}</h1>`,
    `<p>Thank you for your payment. <strong>${orderText(view.orderId)}</strong>, ${when}, ${escapeHtml(RECEIPT_STATUS_LABELS[view.status])}.</p>`,
    `<p>Payer: ${escapeHtml(view.payer.name)}</p>`,
    `<table style="border-collapse:collapse"><thead><tr><th style="text-align:left;padding:4px 8px">Item</th><th style="padding:4px 8px">Qty</th><th style="padding:4px 8px">Price</th><th style="padding:4px 8px">Total</th></tr></thead><tbody>${lineRows}</tbody></table>`,
    `<table style="margin-top:12px">${summaryRows(view).map(([label, value]) => `<tr>${cell(label)}${cell(value, "right")}</tr>`).join("")}</table>`,
    `<p>Payments: ${view.payments.map((p) => escapeHtml(`${receiptPaymentLabel(p)} ${receiptMoney(p.amountCents)}`)).join("; ") || "none"}</p>`,
    `<p><a href="${escapeHtml(link)}">View or print your receipt</a></p>`,
    "</body></html>",
  ].join("\n");
  return { subject, text, html };
}
