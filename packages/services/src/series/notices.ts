/**
 * What the payer is told after a series charge: the receipt of the new order (receipts/send, the
 * same e-mail as a checkout's), or a failure notice saying whether it will be tried again. Sent
 * after the charge committed; a failed delivery stays in the outbox and is retried by the mail job.
 */
import { cardText, formatInZone, receiptMoney } from "@paydesk/domain";
import { companyTimeZone } from "../platform/time-zone.ts";
import { sendEmail } from "../platform/mail/send.ts";
import type { ServiceContext } from "../platform/context.ts";
import { sendReceipt } from "../receipts/send.ts";

interface NoticeSeries {
  id: number;
  companyId: number;
  payerName: string;
  payerEmail: string | null;
  title: string;
  totalCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
}

export type SeriesNotice =
  | { kind: "receipt"; series: NoticeSeries; orderId: number; receiptToken: string }
  | { kind: "failure"; series: NoticeSeries; retryAt: Date | null };

export async function sendSeriesReceipt(ctx: ServiceContext, notice: Extract<SeriesNotice, { kind: "receipt" }>): Promise<void> {
  if (!notice.series.payerEmail) return;
  await sendReceipt(ctx, { orderId: notice.orderId, token: notice.receiptToken });
}

/** `timeZone`: the selling company's, in which the payer is told when the card is tried again. */
export function composeSeriesFailureNotice(series: NoticeSeries, retryAt: Date | null, timeZone: string): { subject: string; text: string } {
  const card = series.cardLast4 ? `your ${cardText(series.cardBrand, series.cardLast4)}` : "your card";
  const what = `${series.title} (${receiptMoney(series.totalCents)})`;
  const next = retryAt
    ? `We will try again on ${formatInZone(retryAt, timeZone, "long")}.`
    : "We will not try again: the recurring payment has been ended. Please contact the school or organization to pay it another way.";
  return {
    subject: retryAt ? `Your recurring payment for ${series.title} was declined` : `Your recurring payment for ${series.title} has ended`,
    text: [`Dear ${series.payerName},`, "", `The charge of ${what} to ${card} was declined.`, next].join("\n"),
  };
}

export async function sendSeriesFailureNotice(ctx: ServiceContext, notice: Extract<SeriesNotice, { kind: "failure" }>): Promise<void> {
  if (!notice.series.payerEmail) return;
  const { subject, text } = composeSeriesFailureNotice(notice.series, notice.retryAt, await companyTimeZone(ctx.db, notice.series.companyId));
  await sendEmail(ctx, { to: notice.series.payerEmail, subject, text, purpose: "series_charge_failed", companyId: notice.series.companyId });
}
