/**
 * The PDF receipt, rendered on the server with pdfkit ("a well-kept PDF library"):
 * company, order id, date, payer, lines (student, custom fields), fees, tax, shipping, payments
 * (brand and last four, check number), total, paid, due. The built-in Helvetica needs no font
 * files; it covers Latin-1, so other characters print as "?" rather than as broken glyphs.
 */
import { formatInZone, lineArithmetic, RECEIPT_STATUS_LABELS, receiptCustomFieldLines, receiptMoney, receiptPaymentLabel, receiptSellerNames } from "@paydesk/domain";
import PDFDocument from "pdfkit";
import type { ReceiptView } from "./view.ts";

export interface ReceiptPdfOptions {
  /** Content streams are deflated by default; tests turn it off to read the text back. */
  compress?: boolean;
}

const printable = (text: string): string => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, "?");

const LEFT = 50;
const WIDTH = 512;
/** Columns of the lines table: item, quantity, unit price, line total. */
const COLUMNS = { item: LEFT, qty: LEFT + 300, price: LEFT + 350, total: LEFT + 432 } as const;

export function renderReceiptPdf(view: ReceiptView, { compress = true }: ReceiptPdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: LEFT,
    compress,
    info: { Title: `Receipt for order ${view.orderId}`, Author: printable(receiptSellerNames(view.sellers.map((s) => s.name))) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const text = (value: string, x: number, options: PDFKit.Mixins.TextOptions = {}) => doc.text(printable(value), x, undefined, options);

  // Every seller of the order: a cart may mix a district item and a school item.
  for (const seller of view.sellers) {
    doc.font("Helvetica-Bold").fontSize(18);
    text(seller.name, LEFT);
    doc.font("Helvetica").fontSize(10);
    const place = [seller.city, seller.state].filter(Boolean).join(", ");
    if (place) text(place, LEFT);
  }
  doc.moveDown();
  doc.font("Helvetica-Bold").fontSize(14);
  text(`Receipt for order ${view.orderId}`, LEFT);
  doc.font("Helvetica").fontSize(10);
  text(`Date: ${formatInZone(view.createdAt, view.timeZone, "dateTime")}    Status: ${RECEIPT_STATUS_LABELS[view.status]}`, LEFT);
  doc.moveDown();

  doc.font("Helvetica-Bold");
  text("Payer", LEFT);
  doc.font("Helvetica");
  const { payer } = view;
  const cityLine = [payer.city, [payer.state, payer.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  for (const line of [payer.name, payer.email, payer.street, payer.street2, cityLine, payer.country]) if (line) text(line, LEFT);
  doc.moveDown();

  // The lines table: a header row, then each line with its student and custom fields below it.
  const row = (cells: { item: string; qty: string; price: string; total: string }) => {
    const y = doc.y;
    text(cells.item, COLUMNS.item, { width: COLUMNS.qty - COLUMNS.item - 10 });
    const after = doc.y;
    doc.text(cells.qty, COLUMNS.qty, y, { width: 40, align: "right" });
    doc.text(cells.price, COLUMNS.price, y, { width: 72, align: "right" });
    doc.text(cells.total, COLUMNS.total, y, { width: WIDTH + LEFT - COLUMNS.total, align: "right" });
    doc.y = Math.max(after, doc.y);
  };
  doc.font("Helvetica-Bold");
  row({ item: "Item", qty: "Qty", price: "Price", total: "Total" });
  doc.moveTo(LEFT, doc.y).lineTo(LEFT + WIDTH, doc.y).stroke();
  doc.font("Helvetica");
  for (const line of view.lines) {
    doc.moveDown(0.3);
    row({
      // The item by its name, as the page and the e-mail write it: its code is for staff screens.
      item: line.title,
      qty: String(line.quantity),
      price: receiptMoney(line.amountCents),
      total: receiptMoney(line.totalCents),
    });
    doc.fontSize(9).fillColor("#444444");
    if (line.studentName) text(`Student: ${line.studentName}`, COLUMNS.item + 10);
    const seller = view.sellers.length > 1 ? view.sellers.find((s) => s.id === line.sellerId) : undefined;
    if (seller) text(`Sold by ${seller.name}`, COLUMNS.item + 10);
    for (const field of receiptCustomFieldLines(line.cfs)) text(field, COLUMNS.item + 10);
    text(lineArithmetic(line).text, COLUMNS.item + 10);
    doc.fontSize(10).fillColor("#000000");
  }
  doc.moveDown(0.5);
  doc.moveTo(LEFT, doc.y).lineTo(LEFT + WIDTH, doc.y).stroke();
  doc.moveDown(0.5);

  const sum = (label: string, cents: number, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    const y = doc.y;
    doc.text(label, COLUMNS.price - 120, y, { width: 190, align: "right" });
    doc.text(receiptMoney(cents), COLUMNS.total, y, { width: WIDTH + LEFT - COLUMNS.total, align: "right" });
  };
  sum("Subtotal", view.subtotalCents);
  if (view.taxCents) sum("Tax", view.taxCents);
  if (view.shippingCents) sum("Shipping", view.shippingCents);
  if (view.feeCents) sum("Convenience fee", view.feeCents);
  if (view.feesRemoved) sum("Convenience fee removed", view.removedFeeCents);
  sum("Total", view.totalCents, true);
  sum("Paid", view.paidCents);
  sum("Due", view.dueCents, view.dueCents > 0);
  doc.moveDown();

  doc.font("Helvetica-Bold");
  text("Payments", LEFT);
  doc.font("Helvetica");
  if (view.payments.length === 0) text("None", LEFT);
  for (const payment of view.payments) {
    text(`${formatInZone(payment.createdAt, view.timeZone, "dateTime")}  ${receiptPaymentLabel(payment)}  ${receiptMoney(payment.amountCents)}`, LEFT);
  }
  doc.end();
  return done;
}
