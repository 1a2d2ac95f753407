/**
 * An external fee going into the terminal cart (`cart.add` with `transient`; docs/product/terminal.md). The
 * client names the fee (plugin and transient_id); everything else — title, amount due,
 * allow_partial — is asked of the SIS again, so a line can never claim a fee or an amount the
 * SIS did not state. The amount paid is the amount due, or less when the SIS allows partial
 * payment; a fee already in the cart is refused.
 */
import { AppError, externalLineProblem, isStaff, type Actor } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import { SIS_MESSAGES, ZExternalTransient, ZExternalTransientClaim, type TExternalTransient } from "@paydesk/validators";
import { externalIdsInTerminalCart, sisFeesOfStudent } from "./find.ts";

export interface ExternalLineInput {
  itemId: number;
  studentId: number | null;
  amountCents?: number | undefined;
  quantity: number;
  transient?: unknown;
}

export interface CheckedExternalLine {
  transient: TExternalTransient;
  amountCents: number;
}

const refuse = (message: string, field = "transient") => new AppError("BAD_REQUEST", message, { [field]: message });

/** `seller`: the staff user whose terminal cart the line goes into; null for a parent's or a guest's cart. */
export async function checkExternalLine(db: DbTx, seller: Actor | null, input: ExternalLineInput): Promise<CheckedExternalLine> {
  // External fees are a terminal tool (terminal.manage): parents and guests never add them.
  if (!seller || !isStaff(seller)) throw refuse(SIS_MESSAGES.notExternalItem);
  const claim = ZExternalTransientClaim.safeParse(input.transient);
  if (!claim.success) throw refuse(SIS_MESSAGES.notExternalItem);
  if (input.studentId === null) throw refuse(SIS_MESSAGES.selectPluginAndStudent, "studentId");
  const { plugin, transient_id: transientId } = claim.data;
  const { student, carrierItemId, fees } = await sisFeesOfStudent(db, seller, plugin, input.studentId);
  if (carrierItemId !== input.itemId) throw refuse(SIS_MESSAGES.notExternalItem);
  const fee = fees.find((f) => f.feeId === transientId);
  if (!fee) throw new AppError("CONFLICT", SIS_MESSAGES.feeNotDue);
  if ((await externalIdsInTerminalCart(db, seller, plugin)).has(transientId)) throw new AppError("CONFLICT", SIS_MESSAGES.alreadyInCart);
  const amountCents = input.amountCents ?? fee.amountCents;
  const problem = externalLineProblem({ sisAmountCents: fee.amountCents, allowPartial: fee.allowPartial, studentId: student.id }, { amountCents, quantity: input.quantity, studentId: student.id });
  if (problem) throw refuse(problem.message, problem.field);
  return {
    amountCents,
    transient: {
      transient_id: fee.feeId,
      plugin,
      title: fee.title,
      allow_partial: fee.allowPartial,
      sis_amount_cents: fee.amountCents,
      priority: fee.priority,
      student_id: student.id,
      student: student.externalId,
    },
  };
}

/**
 * An edit of a line (cart.update) that holds an external fee keeps the fee's terms: same student,
 * one unit, no more than due, in full unless partial is allowed. Lines without a fee pass.
 */
export function checkExternalLineEdit(transient: unknown, line: { amountCents: number; quantity: number; studentId: number | null }): void {
  const fee = ZExternalTransient.safeParse(transient);
  if (!fee.success) return;
  const problem = externalLineProblem({ sisAmountCents: fee.data.sis_amount_cents, allowPartial: fee.data.allow_partial, studentId: fee.data.student_id }, line);
  if (problem) throw refuse(problem.message, problem.field);
}

/**
 * A plugin's carrier item takes only fees found in its SIS: added bare (no transient), its money
 * would reach the SIS payee with nothing to post back. Carrier items are open-amount, so a Fixed
 * item (most adds, and every checkout benchmark line) is let through without a query.
 */
export async function refuseCarrierWithoutFee(db: DbTx, item: { id: number; amountType: string }): Promise<void> {
  if (item.amountType === "FIXED") return;
  const carrier = await db.companySisPlugin.findUnique({ where: { carrierItemId: item.id }, select: { id: true } });
  if (carrier) throw refuse(SIS_MESSAGES.notExternalItem);
}
