/**
 * The reminder's words: what is owed, to whom, since when, and the link. A partial authorization's
 * link pays the rest; the other sources have no online payment, so their link opens the receipt
 * and the payer is asked to contact the company.
 */
import { formatCents } from "@paydesk/domain";
import type { DueRow } from "./due-rows.ts";

export interface ReminderEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function composeReminderEmail(row: DueRow, link: string, payable: boolean): ReminderEmail {
  const amount = formatCents(row.amountCents);
  const since = row.since.toISOString().slice(0, 10);
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
