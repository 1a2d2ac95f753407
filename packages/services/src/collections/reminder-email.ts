/**
 * The reminder's words: what is owed, to whom, since when, and the link. A partial authorization's
 * link pays the rest; the other sources have no online payment, so their link opens the receipt
 * and the payer is asked to contact the company.
 */
import { formatCents, formatInZone } from "@paydesk/domain";
import type { DueRow } from "./due-rows.ts";

export interface ReminderEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** `zone`: the company's, the day the payer reads (docs/product/reports-and-time-zones.md). */
export function composeReminderEmail(row: DueRow, link: string, payable: boolean, zone: string): ReminderEmail {
  const amount = formatCents(row.amountCents);
  const since = formatInZone(row.since, zone, "date");
  const subject = `Payment reminder from ${row.companyName}: ${amount} due`;
  const owed = `${row.companyName} has ${amount} still due on order ${row.orderId} (${row.what}), since ${since}.`;
  const ask = payable ? "Pay the rest here:" : `Please contact ${row.companyName} to settle it. Your receipt:`;
  const text = [`Hello ${row.payerName},`, "", owed, "", ask, link, "", "Thank you."].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(row.payerName)},</p>`,
    `<p>${escapeHtml(owed)}</p>`,
    `<p>${escapeHtml(ask)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    "<p>Thank you.</p>",
  ].join("\n");
  return { subject, text, html };
}
