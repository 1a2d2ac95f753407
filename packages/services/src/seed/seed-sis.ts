/**
 * SIS demo data (docs/product/demo-and-production.md): Lincoln High uses Synergy and ASB Works, each with a
 * carrier item paid to its general fund; four paid external fees of the Parker students (whose
 * external ids the simulator knows) with a postback in every status — SENT, PENDING (due in a
 * day, so the queue leaves it for now), FAILED after five attempts, MARKED by support.
 * Deterministic: fixed item codes, fees from the simulator's own table.
 */
import { SIS_PROTOCOLS, curlLog, simulatedFees, type SisPluginName } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import type { TExternalTransient } from "@paydesk/validators";
import { postbackReference } from "../postbacks/send.ts";
import { carrierItemData } from "../sis/company-plugins.ts";

export interface SisSeedRefs {
  now: Date;
  companyId(key: string): number;
  settlementAccountId(name: string): number;
  studentId(externalId: string): number;
}

const PLUGINS: readonly { plugin: SisPluginName; code: string }[] = [
  { plugin: "synergy", code: "LHS-SIS-SYNERGY" },
  { plugin: "asb_works", code: "LHS-SIS-ASBWORKS" },
];

const POSTBACKS = [
  { student: "LHS-1001", plugin: "synergy", fee: 0, status: "SENT", attempts: 1, daysAgo: 6, memo: null },
  { student: "LHS-1002", plugin: "synergy", fee: 0, status: "PENDING", attempts: 1, daysAgo: 1, memo: null },
  { student: "LHS-1001", plugin: "asb_works", fee: 0, status: "FAILED", attempts: 5, daysAgo: 4, memo: null },
  { student: "LHS-1002", plugin: "asb_works", fee: 1, status: "MARKED", attempts: 2, daysAgo: 9, memo: "Posted by hand in ASB Works by the bookkeeper." },
] as const;

const DAY_MS = 86_400_000;

export async function seedSisDemo(tx: DbTx, refs: SisSeedRefs): Promise<void> {
  const lincoln = refs.companyId("lincoln");
  const payeeId = refs.settlementAccountId("Lincoln High General Fund");
  const carrier = new Map<SisPluginName, number>();
  for (const { plugin, code } of PLUGINS) {
    const item = await tx.item.create({ data: carrierItemData(lincoln, plugin, payeeId, code), select: { id: true } });
    await tx.companySisPlugin.create({ data: { companyId: lincoln, plugin, carrierItemId: item.id } });
    carrier.set(plugin, item.id);
  }

  for (const entry of POSTBACKS) {
    const fee = simulatedFees(entry.plugin, entry.student)![entry.fee]!;
    const studentId = refs.studentId(entry.student);
    const at = new Date(refs.now.getTime() - entry.daysAgo * DAY_MS);
    const transient: TExternalTransient = {
      transient_id: fee.feeId,
      plugin: entry.plugin,
      title: fee.title,
      allow_partial: fee.allowPartial,
      sis_amount_cents: fee.amountCents,
      priority: entry.plugin === "synergy" ? fee.priority : null,
      student_id: studentId,
      student: entry.student,
    };
    const order = await tx.order.create({
      data: {
        companyId: lincoln,
        source: "TERMINAL",
        status: "PAID",
        payerName: "Pat Parker",
        payerEmail: "parent@demo.test",
        subtotalCents: fee.amountCents,
        totalCents: fee.amountCents,
        paidCents: fee.amountCents,
        createdAt: at,
        lines: {
          create: {
            itemId: carrier.get(entry.plugin)!,
            itemCode: PLUGINS.find((p) => p.plugin === entry.plugin)!.code,
            title: fee.title,
            studentId,
            settlementAccountId: payeeId,
            quantity: 1,
            amountCents: fee.amountCents,
            totalCents: fee.amountCents,
            transient,
          },
        },
        payments: { create: { method: "CASH", amountCents: fee.amountCents, payerName: "Pat Parker", createdAt: at } },
      },
      select: { id: true, lines: { select: { id: true } }, payments: { select: { id: true } } },
    });
    const lineId = order.lines[0]!.id;
    await tx.ledgerEntry.create({ data: { orderId: order.id, paymentId: order.payments[0]!.id, orderLineId: lineId, settlementAccountId: payeeId, kind: "SALE", amountCents: fee.amountCents, createdAt: at } });
    const protocol = SIS_PROTOCOLS[entry.plugin];
    const request = protocol.postbackRequest(
      { reference: postbackReference(order.id, lineId), feeId: fee.feeId, studentExternalId: entry.student, amountCents: fee.amountCents, paidAt: at.toISOString() },
      "paydesk-simulator",
    );
    const answer = entry.status === "SENT" ? protocol.postbackAnswer({ confirmation: `DEMO-${order.id}` }) : protocol.errorAnswer(entry.status === "PENDING" ? 503 : 500, "Service temporarily unavailable");
    await tx.postback.create({
      data: {
        orderId: order.id,
        orderLineId: lineId,
        companyId: lincoln,
        plugin: entry.plugin,
        status: entry.status,
        attempts: entry.attempts,
        memo: entry.memo,
        nextAttemptAt: entry.status === "PENDING" ? new Date(refs.now.getTime() + DAY_MS) : null,
        sentAt: entry.status === "SENT" ? at : null,
        curlLog: curlLog(`http://localhost:3000/simulators/sis/${entry.plugin}`, request, answer, null),
        lastError: entry.status === "SENT" ? null : `HTTP ${answer.status}: Service temporarily unavailable`,
        createdAt: at,
      },
    });
  }
}
