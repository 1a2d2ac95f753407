/**
 * `externalItems.find` (POST /{module}/virtual-terminal/external-items/find, docs/product/terminal.md): the
 * fees a student owes in one SIS, as transient items, each marked in_cart when the staff user's
 * terminal cart already holds it (such items are disabled and labelled In Cart).
 */
import { AppError, pluginShowsPriority, type Actor, type SisFee } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import { CART_MESSAGES, SIS_MESSAGES, ZExternalTransient, type TExternalItemsFind, type TSisPlugin } from "@paydesk/validators";
import type { ActorContext } from "../platform/context.ts";
import { pluginForStudentPath, studentForSis } from "./company-plugins.ts";
import { sisPlugin } from "./plugins.ts";

export interface ExternalItem {
  transientId: string;
  title: string;
  amountCents: number;
  allowPartial: boolean;
  plugin: TSisPlugin;
  /** Synergy plugins only. */
  priority: number | null;
  inCart: boolean;
  /** The student's id in the SIS (external id). */
  student: string;
  studentId: number;
  /** The item a cart line for this fee is added to. */
  carrierItemId: number;
}

export interface FoundExternalItems {
  items: ExternalItem[];
  student: { id: number; externalId: string; firstName: string; lastName: string };
}

/** The fees of a student in a plugin, checked: the student in scope, the plugin used by their school. */
export async function sisFeesOfStudent(db: DbTx, actor: Actor, plugin: TSisPlugin, studentId: number) {
  const student = await studentForSis(db, actor, studentId);
  if (!student) throw new AppError("NOT_FOUND", CART_MESSAGES.noSuchStudent, { studentId: CART_MESSAGES.noSuchStudent });
  const used = await pluginForStudentPath(db, student.company.path, plugin);
  if (!used) throw new AppError("BAD_REQUEST", SIS_MESSAGES.pluginNotUsed, { plugin: SIS_MESSAGES.pluginNotUsed });
  const fees = await sisPlugin(plugin).findFees(student.externalId);
  // The SIS did not answer clearly: an upstream failure (502), never the caller's fault.
  if (!fees.ok) throw new AppError("GATEWAY_ERROR", SIS_MESSAGES.unavailable);
  return { student, carrierItemId: used.carrierItemId, fees: fees.value };
}

/**
 * transient ids of this plugin's fees already in the staff user's terminal cart (one per user and
 * purpose). Read from the cart's lines directly: the cart's services depend on this domain, not
 * the other way round.
 */
export async function externalIdsInTerminalCart(db: DbTx, actor: Actor, plugin: TSisPlugin): Promise<Set<string>> {
  const lines = await db.cartLine.findMany({
    where: { cart: { userId: actor.userId, purpose: "TERMINAL" }, transient: { path: ["plugin"], equals: plugin } },
    select: { transient: true },
  });
  return new Set(lines.flatMap((line) => {
    const transient = ZExternalTransient.safeParse(line.transient);
    return transient.success ? [transient.data.transient_id] : [];
  }));
}

function itemOf(fee: SisFee, plugin: TSisPlugin, inCart: Set<string>, student: { id: number; externalId: string }, carrierItemId: number): ExternalItem {
  return {
    transientId: fee.feeId,
    title: fee.title,
    amountCents: fee.amountCents,
    allowPartial: fee.allowPartial,
    plugin,
    priority: pluginShowsPriority(plugin) ? fee.priority : null,
    inCart: inCart.has(fee.feeId),
    student: student.externalId,
    studentId: student.id,
    carrierItemId,
  };
}

export async function findExternalItems(ctx: ActorContext, input: TExternalItemsFind): Promise<FoundExternalItems> {
  const { student, carrierItemId, fees } = await sisFeesOfStudent(ctx.db, ctx.actor, input.plugin, input.studentId);
  const inCart = await externalIdsInTerminalCart(ctx.db, ctx.actor, input.plugin);
  const items = fees.map((fee) => itemOf(fee, input.plugin, inCart, student, carrierItemId));
  // Synergy says which fee to pay first.
  if (pluginShowsPriority(input.plugin)) items.sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
  return { items, student: { id: student.id, externalId: student.externalId, firstName: student.firstName, lastName: student.lastName } };
}
