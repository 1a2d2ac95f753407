/**
 * The monitor screens' reads and writes (`/{module}/operations/monitors`; control staff only, the
 * ladder's controlStaffProcedure): list, one monitor with its recent matches, save (create or
 * edit), acknowledge. Saving applies the domain's rules; contact addresses that are not support
 * contacts of the company are refused (409, naming the fields) unless the user agreed to create
 * them, which happens in the same transaction as the save.
 */
import type { DbTx } from "@paydesk/db";
import { AppError, monitorRuleErrors } from "@paydesk/domain";
import { MONITOR_MESSAGES, type TSaveMonitorRequest } from "@paydesk/validators";
import { companyTimeZones } from "../platform/time-zone.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext } from "../platform/context.ts";
import { MONITOR_RULE_SELECT } from "./select.ts";
import { addSupportContacts, assertCompanyExists, missingSupportContacts } from "../support-contacts/contacts.ts";

const MONITOR_SELECT = {
  ...MONITOR_RULE_SELECT,
  level: true,
  lastRunAt: true,
  lastRunError: true,
  lastMatchAt: true,
  lastMatchText: true,
  lastErrorAt: true,
  acknowledgedAt: true,
  company: { select: { name: true } },
} as const;

export interface MonitorView {
  id: number;
  companyId: number;
  companyName: string;
  hasProcess: boolean;
  processPattern: string | null;
  infoQueries: string[];
  errorQueries: string[];
  contactEmail: string | null;
  contact2Email: string | null;
  level: number;
  lastRunAt: Date | null;
  lastRunError: string | null;
  lastMatchAt: Date | null;
  lastMatchText: string | null;
  lastErrorAt: Date | null;
  /** The last run failed, or an error match is newer than the acknowledgement. */
  inError: boolean;
  /** The watched company's zone: the monitor's and its matches' instants are read in it. */
  timeZone: string;
}

type MonitorRow = Awaited<ReturnType<typeof loadMonitor>>;
const loadMonitor = (ctx: { db: DbTx }, id: number) => ctx.db.monitor.findUnique({ where: { id }, select: MONITOR_SELECT });

/** The monitors as the screens and tools read them, each in its company's zone (one statement for all). */
async function views(db: DbTx, rows: NonNullable<MonitorRow>[]): Promise<MonitorView[]> {
  const zones = await companyTimeZones(db, rows.map((row) => row.companyId));
  return rows.map(({ company, acknowledgedAt, ...row }) => {
    const unacknowledged = !!row.lastErrorAt && (!acknowledgedAt || row.lastErrorAt > acknowledgedAt);
    return { ...row, companyName: company.name, inError: row.lastRunError !== null || unacknowledged, timeZone: zones.get(row.companyId)! };
  });
}

async function view(db: DbTx, row: NonNullable<MonitorRow>): Promise<MonitorView> {
  const [one] = await views(db, [row]);
  return one!;
}

export async function listMonitors(ctx: { db: DbTx }, filter: { companyId?: number }): Promise<MonitorView[]> {
  const rows = await ctx.db.monitor.findMany({
    where: filter.companyId ? { companyId: filter.companyId } : {},
    select: MONITOR_SELECT,
    orderBy: { id: "asc" },
  });
  return views(ctx.db, rows);
}

export interface MonitorMatchView {
  id: number;
  kind: "INFO" | "ERROR";
  process: string;
  query: string;
  text: string;
  eventAt: Date;
  matchedAt: Date;
  emailed: number;
}

/** One monitor and its newest matches (the edit screen). */
export async function getMonitor(ctx: { db: DbTx }, id: number): Promise<{ monitor: MonitorView; matches: MonitorMatchView[] }> {
  const row = await loadMonitor(ctx, id);
  if (!row) throw new AppError("NOT_FOUND", MONITOR_MESSAGES.unknown);
  const matches = await ctx.db.monitorMatch.findMany({
    where: { monitorId: id },
    select: { id: true, kind: true, process: true, query: true, text: true, eventAt: true, matchedAt: true, emailed: true },
    orderBy: { id: "desc" },
    take: 25,
  });
  return { monitor: await view(ctx.db, row), matches };
}

/** What a save changes, for the audit row. */
function auditable(row: NonNullable<MonitorRow>) {
  const { companyId, hasProcess, processPattern, infoQueries, errorQueries, contactEmail, contact2Email, level } = row;
  return { companyId, hasProcess, processPattern, infoQueries, errorQueries, contactEmail, contact2Email, level };
}

const contactFields = ["contactEmail", "contact2Email"] as const;

export async function saveMonitor(
  ctx: ActorContext,
  input: Omit<TSaveMonitorRequest, "module">,
): Promise<{ message: string; monitor: MonitorView; createdContacts: string[] }> {
  const ruleErrors = monitorRuleErrors(input);
  const firstError = Object.values(ruleErrors)[0];
  if (firstError) throw new AppError("BAD_REQUEST", firstError, ruleErrors);

  return inTransaction(ctx, async (tx) => {
    await assertCompanyExists(tx.db, input.companyId, MONITOR_MESSAGES.unknownCompany);
    const before = input.id ? await loadMonitor(tx, input.id) : null;
    if (input.id && !before) throw new AppError("NOT_FOUND", MONITOR_MESSAGES.unknown);

    const emails = contactFields.map((field) => input[field]).filter((email): email is string => !!email);
    const missing = await missingSupportContacts(tx.db, input.companyId, emails);
    if (missing.length && !input.createContacts) {
      const fieldErrors = Object.fromEntries(contactFields.filter((field) => missing.includes(input[field] ?? "")).map((field) => [field, MONITOR_MESSAGES.contactsMissing]));
      throw new AppError("CONFLICT", MONITOR_MESSAGES.contactsMissing, fieldErrors);
    }
    await addSupportContacts(tx, input.companyId, missing.map((email) => ({ email, name: "" })));

    const data = {
      companyId: input.companyId,
      hasProcess: input.hasProcess,
      // Kept only while it applies, so the list never shows a pattern that filters nothing.
      processPattern: input.hasProcess ? (input.processPattern ?? null) : null,
      infoQueries: input.infoQueries,
      errorQueries: input.errorQueries,
      contactEmail: input.contactEmail ?? null,
      contact2Email: input.contact2Email ?? null,
      level: input.level,
    };
    const saved = input.id
      ? await tx.db.monitor.update({ where: { id: input.id }, data, select: { id: true } })
      : await tx.db.monitor.create({ data, select: { id: true } });
    await recordAudit(tx, {
      action: input.id ? "monitor.updated" : "monitor.created",
      entity: "monitor",
      entityId: saved.id,
      companyId: input.companyId,
      before: before ? auditable(before) : null,
      after: data,
    });
    return { message: MONITOR_MESSAGES.saved, monitor: await view(tx.db, (await loadMonitor(tx, saved.id))!), createdContacts: missing };
  });
}

/** The error matches so far are seen: the monitor leaves the "in error" count until the next one. */
export async function acknowledgeMonitor(ctx: ActorContext, id: number): Promise<{ message: string; monitor: MonitorView }> {
  const row = await loadMonitor(ctx, id);
  if (!row) throw new AppError("NOT_FOUND", MONITOR_MESSAGES.unknown);
  await inTransaction(ctx, async (tx) => {
    await tx.db.monitor.update({ where: { id }, data: { acknowledgedAt: ctx.now() } });
    await recordAudit(tx, { action: "monitor.acknowledged", entity: "monitor", entityId: id, companyId: row.companyId });
  });
  return { message: MONITOR_MESSAGES.acknowledged, monitor: await view(ctx.db, (await loadMonitor(ctx, id))!) };
}
