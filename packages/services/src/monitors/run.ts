/**
 * Running monitors (docs/product/control-area.md): each monitor reads its company's events since its last
 * run, records what its queries match, and e-mails its contacts the NEW error matches. A match is a row keyed
 * by (monitor, event): inserting skips keys already there and returns only the new rows, so a second run over
 * the same events (the window overlaps on purpose, below), or two instances running at once, e-mail nothing
 * more. The mail is queued in the same transaction as the match rows (platform/mail/send.ts queueEmails):
 * both commit or neither; the mail retry job delivers.
 */
import { compileMonitor, type CompiledMonitor } from "@paydesk/domain";
import { MONITOR_MESSAGES } from "@paydesk/validators";
import { queueEmails, type OutgoingEmail } from "../platform/mail/send.ts";
import { inTransaction, type ServiceContext, type TxContext } from "../platform/context.ts";
import { companyEventsSince, type CompanyEvent } from "./events.ts";
import { MONITOR_RULE_SELECT } from "./select.ts";

/**
 * How far back a run reads beyond the previous run: an event written by a transaction that
 * committed after that run read (its timestamp is older than the commit) is still seen. The
 * unique match key makes reading an event twice harmless.
 */
export const MONITOR_RUN_OVERLAP_MS = 10 * 60_000;
/** A monitor's first run looks this far back. */
export const MONITOR_FIRST_LOOKBACK_MS = 24 * 60 * 60_000;
/** Matching one monitor's events stops after this long (the regex guard makes it unlikely). */
export const MONITOR_RUN_BUDGET_MS = 2_000;
/** A mail lists at most this many matches, then says how many more there were. */
const MAIL_LINES = 20;

export interface MonitorRunResult {
  monitorId: number;
  events: number;
  newMatches: number;
  newErrorMatches: number;
  emailed: number;
  error: string | null;
}

const MONITOR_RUN_SELECT = {
  ...MONITOR_RULE_SELECT,
  lastRunAt: true,
  company: { select: { name: true } },
} as const;

interface RunnableMonitor {
  id: number;
  companyId: number;
  hasProcess: boolean;
  processPattern: string | null;
  infoQueries: string[];
  errorQueries: string[];
  contactEmail: string | null;
  contact2Email: string | null;
  lastRunAt: Date | null;
  company: { name: string };
}

interface Matched {
  event: CompanyEvent;
  kind: "ERROR" | "INFO";
  query: string;
}

function matchEvents(compiled: CompiledMonitor, events: readonly CompanyEvent[], clock: () => number): { matched: Matched[]; overBudget: boolean } {
  const started = clock();
  const matched: Matched[] = [];
  for (const event of events) {
    if (clock() - started > MONITOR_RUN_BUDGET_MS) return { matched, overBudget: true };
    const hit = compiled.matches(event);
    if (hit) matched.push({ event, ...hit });
  }
  return { matched, overBudget: false };
}

function alertEmails(ctx: Pick<ServiceContext, "appUrl">, monitor: RunnableMonitor, errors: readonly { eventKey: string; text: string; query: string }[]): OutgoingEmail[] {
  const contacts = [...new Set([monitor.contactEmail, monitor.contact2Email].filter((email): email is string => !!email))];
  if (!errors.length) return [];
  const lines = errors.slice(0, MAIL_LINES).map((m) => `- ${m.text}\n  (query ${m.query})`);
  if (errors.length > MAIL_LINES) lines.push(`…and ${errors.length - MAIL_LINES} more.`);
  const subject = `Monitor #${monitor.id} for ${monitor.company.name}: ${errors.length} new error match${errors.length === 1 ? "" : "es"}`;
  const text = [
    `Monitor #${monitor.id} watching ${monitor.company.name} found ${errors.length === 1 ? "a new event" : "new events"} matching its error queries:`,
    "",
    ...lines,
    "",
    `See the monitor: ${ctx.appUrl}/control/operations/monitors/${monitor.id}/edit`,
  ].join("\n");
  return contacts.map((to) => ({ to, subject, text, purpose: "monitor_error_match", companyId: monitor.companyId }));
}

async function recordRun(tx: TxContext, monitor: RunnableMonitor, matched: readonly Matched[], runError: string | null) {
  const now = tx.now();
  const created = matched.length
    ? await tx.db.monitorMatch.createManyAndReturn({
        data: matched.map((m) => ({
          monitorId: monitor.id,
          eventKey: m.event.key,
          kind: m.kind,
          process: m.event.process,
          query: m.query,
          text: m.event.text,
          eventAt: m.event.at,
          matchedAt: now,
        })),
        skipDuplicates: true,
        select: { id: true, eventKey: true, kind: true, text: true, query: true },
      })
    : [];
  const errors = created.filter((m) => m.kind === "ERROR");
  const emails = alertEmails(tx, monitor, errors);
  await queueEmails(tx.db, emails);
  if (errors.length && emails.length) {
    await tx.db.monitorMatch.updateMany({ where: { id: { in: errors.map((m) => m.id) } }, data: { emailed: emails.length } });
  }
  const newest = created.at(-1);
  await tx.db.monitor.update({
    where: { id: monitor.id },
    data: {
      lastRunAt: now,
      lastRunError: runError,
      ...(newest ? { lastMatchAt: now, lastMatchText: newest.text } : {}),
      ...(errors.length ? { lastErrorAt: now } : {}),
    },
  });
  return { newMatches: created.length, newErrorMatches: errors.length, emailed: emails.length };
}

async function runLoaded(ctx: ServiceContext, monitor: RunnableMonitor): Promise<MonitorRunResult> {
  const base = { monitorId: monitor.id, events: 0, newMatches: 0, newErrorMatches: 0, emailed: 0 };
  let compiled: CompiledMonitor;
  try {
    compiled = compileMonitor(monitor);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await ctx.db.monitor.update({ where: { id: monitor.id }, data: { lastRunAt: ctx.now(), lastRunError: message } });
    return { ...base, error: message };
  }
  const now = ctx.now().getTime();
  const since = new Date(monitor.lastRunAt ? monitor.lastRunAt.getTime() - MONITOR_RUN_OVERLAP_MS : now - MONITOR_FIRST_LOOKBACK_MS);
  const events = await companyEventsSince(ctx.db, monitor.companyId, since);
  const { matched, overBudget } = matchEvents(compiled, events, () => performance.now());
  const runError = overBudget ? MONITOR_MESSAGES.runBudget : null;
  const recorded = await inTransaction(ctx, (tx) => recordRun(tx, monitor, matched, runError));
  return { ...base, events: events.length, ...recorded, error: runError };
}

/** Run one monitor now (the job, and the "Run now" button of the control screen). */
export async function runMonitor(ctx: ServiceContext, monitorId: number): Promise<MonitorRunResult | null> {
  const monitor = await ctx.db.monitor.findUnique({ where: { id: monitorId }, select: MONITOR_RUN_SELECT });
  return monitor ? runLoaded(ctx, monitor) : null;
}

/**
 * Run every monitor, the longest-waiting first, one after another (two cores, shared). A monitor
 * that throws (a database error) keeps the error as its last run's and does not stop the others.
 */
export async function runAllMonitors(ctx: ServiceContext): Promise<MonitorRunResult[]> {
  const monitors = await ctx.db.monitor.findMany({ select: MONITOR_RUN_SELECT, orderBy: [{ lastRunAt: { sort: "asc", nulls: "first" } }, { id: "asc" }] });
  const results: MonitorRunResult[] = [];
  for (const monitor of monitors) {
    try {
      results.push(await runLoaded(ctx, monitor));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Shown on the list and counted by countMonitorsInError; the next run clears it.
      await ctx.db.monitor.update({ where: { id: monitor.id }, data: { lastRunAt: ctx.now(), lastRunError: message.slice(0, 500) } }).catch(() => undefined);
      results.push({ monitorId: monitor.id, events: 0, newMatches: 0, newErrorMatches: 0, emailed: 0, error: message });
    }
  }
  return results;
}
