/**
 * Which SIS plugins a company uses (docs/product/terminal.md), each with its carrier item: an ordinary
 * hidden, open-amount item of the company, created when the plugin is first enabled, whose payee
 * (and chart of accounts, set on the item like any other) says where the SIS money goes. Cart,
 * checkout, ledger and reports treat external fees as lines of that item.
 *
 * A plugin applies to the students of its company and of the companies below it; the nearest
 * company using the plugin on a student's path is the one whose carrier item is paid.
 */
import { AppError, isCompanyInScope, pluginShowsPriority, type Actor } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import {
  SIS_MESSAGES,
  SIS_PLUGIN_LABELS,
  SIS_PLUGIN_NAMES,
  type TSisPlugin,
  type TSisPluginDisableRequest,
  type TSisPluginEnableRequest,
} from "@paydesk/validators";
import { companyInScope, pathIds } from "../platform/company-scope.ts";
import { newItemCode } from "../items/builder/code.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext } from "../platform/context.ts";

export interface CompanySisPluginView {
  plugin: TSisPlugin;
  label: string;
  enabled: boolean;
  carrierItemId: number | null;
  carrierItemCode: string | null;
  payeeId: number | null;
  payeeName: string | null;
}

/** Every plugin, used or not, for the settings screen of one company. */
export async function companySisPlugins(ctx: ActorContext, input: { companyId: number }): Promise<CompanySisPluginView[]> {
  const company = await companyInScope(ctx.db, ctx.actor, input.companyId);
  const rows = await ctx.db.companySisPlugin.findMany({
    where: { companyId: company.id },
    select: { plugin: true, enabled: true, carrierItem: { select: { id: true, code: true, settlementAccount: { select: { id: true, name: true } } } } },
  });
  const byPlugin = new Map(rows.map((row) => [row.plugin, row]));
  return SIS_PLUGIN_NAMES.map((plugin) => {
    const row = byPlugin.get(plugin);
    return {
      plugin,
      label: SIS_PLUGIN_LABELS[plugin],
      enabled: row?.enabled ?? false,
      carrierItemId: row?.carrierItem.id ?? null,
      carrierItemCode: row?.carrierItem.code ?? null,
      payeeId: row?.carrierItem.settlementAccount?.id ?? null,
      payeeName: row?.carrierItem.settlementAccount?.name ?? null,
    };
  });
}

/** A settlement account of the company or of one above it (the payees its items may use). */
async function payeeFor(db: DbTx, companyPath: string, payeeId: number): Promise<number> {
  const payee = await db.settlementAccount.findUnique({ where: { id: payeeId }, select: { id: true, companyId: true } });
  if (!payee || !pathIds(companyPath).includes(payee.companyId)) throw new AppError("BAD_REQUEST", SIS_MESSAGES.payeeRequired, { payeeId: SIS_MESSAGES.payeeRequired });
  return payee.id;
}

/** The carrier item of a plugin: hidden from pay pages and parents, never for guests; open amount, each fee sets its own. */
export function carrierItemData(companyId: number, plugin: TSisPlugin, payeeId: number, code: string) {
  return {
    companyId,
    code,
    slug: `sis-${plugin.replace(/_/g, "-")}`,
    title: `${SIS_PLUGIN_LABELS[plugin]} fees`,
    description: `Fees found in ${SIS_PLUGIN_LABELS[plugin]} and paid at the virtual terminal.`,
    visible: false,
    availableToUsers: false,
    disableGuest: 1,
    amountType: "OPEN" as const,
    amountCents: 0,
    settlementAccountId: payeeId,
  };
}

async function createCarrierItem(db: DbTx, actor: Actor, companyId: number, plugin: TSisPlugin, payeeId: number): Promise<number> {
  let code = newItemCode();
  while (await db.item.findUnique({ where: { code }, select: { id: true } })) code = newItemCode();
  const item = await db.item.create({
    data: { ...carrierItemData(companyId, plugin, payeeId, code), createdById: actor.userId, updatedById: actor.userId },
    select: { id: true },
  });
  return item.id;
}

export async function enableSisPlugin(ctx: ActorContext, input: TSisPluginEnableRequest & { companyId: number; payeeId: number }): Promise<{ message: string; carrierItemId: number }> {
  return inTransaction(ctx, async (tx) => {
    const company = await companyInScope(tx.db, ctx.actor, input.companyId);
    const payeeId = await payeeFor(tx.db, company.path, input.payeeId);
    const existing = await tx.db.companySisPlugin.findUnique({ where: { companyId_plugin: { companyId: company.id, plugin: input.plugin } } });
    let carrierItemId: number;
    if (existing) {
      carrierItemId = existing.carrierItemId;
      await tx.db.companySisPlugin.update({ where: { id: existing.id }, data: { enabled: true } });
      await tx.db.item.update({ where: { id: carrierItemId }, data: { settlementAccountId: payeeId, updatedById: ctx.actor.userId } });
    } else {
      carrierItemId = await createCarrierItem(tx.db, ctx.actor, company.id, input.plugin, payeeId);
      await tx.db.companySisPlugin.create({ data: { companyId: company.id, plugin: input.plugin, carrierItemId } });
    }
    await recordAudit(tx, { action: "sis.plugin_enabled", entity: "company", entityId: company.id, companyId: company.id, after: { plugin: input.plugin, payeeId, carrierItemId } });
    return { message: SIS_MESSAGES.pluginEnabled, carrierItemId };
  });
}

export async function disableSisPlugin(ctx: ActorContext, input: TSisPluginDisableRequest & { companyId: number }): Promise<{ message: string }> {
  return inTransaction(ctx, async (tx) => {
    const company = await companyInScope(tx.db, ctx.actor, input.companyId);
    // The row and its carrier item stay: paid orders point at the item.
    await tx.db.companySisPlugin.updateMany({ where: { companyId: company.id, plugin: input.plugin }, data: { enabled: false } });
    await recordAudit(tx, { action: "sis.plugin_disabled", entity: "company", entityId: company.id, companyId: company.id, after: { plugin: input.plugin } });
    return { message: SIS_MESSAGES.pluginDisabled };
  });
}

export interface UsablePlugin {
  plugin: TSisPlugin;
  label: string;
  showsPriority: boolean;
}

/**
 * The plugins the terminal offers an actor: those used by the actor's company, a company above it
 * (they reach its students) or one below it; control staff see every plugin in use.
 */
export async function usableSisPlugins(db: DbTx, actor: Actor): Promise<UsablePlugin[]> {
  const rows = await db.companySisPlugin.findMany({
    where: {
      enabled: true,
      ...(actor.kind === "CONTROL" ? {} : { company: { OR: [{ id: { in: pathIds(actor.companyPath) } }, { path: { startsWith: actor.companyPath } }] } }),
    },
    select: { plugin: true },
    distinct: ["plugin"],
  });
  const used = new Set(rows.map((row) => row.plugin));
  return SIS_PLUGIN_NAMES.filter((plugin) => used.has(plugin)).map((plugin) => ({ plugin, label: SIS_PLUGIN_LABELS[plugin], showsPriority: pluginShowsPriority(plugin) }));
}

/** The nearest company on the student's path using the plugin: its carrier item takes the fees. */
export async function pluginForStudentPath(db: DbTx, studentCompanyPath: string, plugin: TSisPlugin): Promise<{ carrierItemId: number } | null> {
  const rows = await db.companySisPlugin.findMany({
    where: { plugin, enabled: true, companyId: { in: pathIds(studentCompanyPath) } },
    select: { carrierItemId: true, company: { select: { path: true } } },
  });
  rows.sort((a, b) => b.company.path.length - a.company.path.length);
  return rows[0] ? { carrierItemId: rows[0].carrierItemId } : null;
}

/** A student the actor may act for, with what the SIS knows them by. */
export async function studentForSis(db: DbTx, actor: Actor, studentId: number) {
  const student = await db.student.findUnique({
    where: { id: studentId },
    select: { id: true, externalId: true, firstName: true, lastName: true, company: { select: { path: true } } },
  });
  if (!student || !isCompanyInScope(actor, student.company.path)) return null;
  return student;
}
