/**
 * Monitor rules (docs/product/control-area.md), shared by the server and the form: the process
 * pattern, the queries, and how a query matches an event.
 *  - A query is text (matched case-insensitively anywhere in the event) or `/regex/` (optionally
 *    `/regex/i`), judged by regexShape before it is accepted.
 *  - The process pattern (with has_process) must be longer than 2 characters and start and end
 *    with "/": it is a `/regex/` matched against the event's process name.
 */
import { MONITOR_LIMITS, MONITOR_MESSAGES } from "@paydesk/validators";
import { MONITOR_REGEX_LIMITS, regexShape } from "./regex-safety.ts";

/** Event text longer than this is cut before matching: bounds the work of every query. */
export const MONITOR_EVENT_TEXT_LIMIT = 300;

export type MonitorMatcher = (text: string) => boolean;
export type ParsedQuery = { ok: true; matcher: MonitorMatcher } | { ok: false; message: string };

const REGEX_QUERY = /^\/(.+)\/(i?)$/s;

/** Whether a query is meant as a `/regex/` (rather than text). */
export const isRegexQuery = (query: string): boolean => REGEX_QUERY.test(query);

function compileRegex(source: string, flags: string): ParsedQuery {
  if (source.length + 2 > MONITOR_REGEX_LIMITS.maxLength) return { ok: false, message: MONITOR_MESSAGES.queryTooLong };
  let regex: RegExp;
  try {
    regex = new RegExp(source, flags);
  } catch {
    return { ok: false, message: MONITOR_MESSAGES.badRegex };
  }
  if (regexShape(source) === "unsafe") return { ok: false, message: MONITOR_MESSAGES.unsafeRegex };
  return { ok: true, matcher: (text) => regex.test(text) };
}

/** One query as a matcher, or why it is refused. */
export function parseMonitorQuery(raw: string): ParsedQuery {
  const query = raw.trim();
  if (query.length > MONITOR_LIMITS.queryLength) return { ok: false, message: MONITOR_MESSAGES.queryTooLong };
  const regex = REGEX_QUERY.exec(query);
  if (regex) return compileRegex(regex[1]!, regex[2]!);
  const needle = query.toLowerCase();
  return { ok: true, matcher: (text) => text.toLowerCase().includes(needle) };
}

/** The process pattern as a matcher: longer than 2 characters, starting and ending with "/". */
export function parseProcessPattern(raw: string | null | undefined): ParsedQuery {
  const pattern = (raw ?? "").trim();
  if (pattern.length <= 2 || !pattern.startsWith("/") || !pattern.endsWith("/")) {
    return { ok: false, message: MONITOR_MESSAGES.patternShape };
  }
  return compileRegex(pattern.slice(1, -1), "");
}

export interface MonitorRuleInput {
  hasProcess: boolean;
  processPattern?: string | null;
  infoQueries: readonly string[];
  errorQueries: readonly string[];
}

/** Field → message for everything the rules refuse (the company is the schema's to require). */
export function monitorRuleErrors(monitor: MonitorRuleInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (monitor.hasProcess) {
    const pattern = parseProcessPattern(monitor.processPattern);
    if (!pattern.ok) errors.processPattern = pattern.message;
  }
  const info = monitor.infoQueries.filter((q) => q.trim());
  const error = monitor.errorQueries.filter((q) => q.trim());
  if (info.length + error.length === 0) errors.infoQueries = MONITOR_MESSAGES.queryRequired;
  for (const [field, queries] of [["infoQueries", info], ["errorQueries", error]] as const) {
    const refused = queries.map(parseMonitorQuery).find((parsed) => !parsed.ok);
    if (refused && !refused.ok) errors[field] ??= refused.message;
  }
  return errors;
}

export interface MonitorEvent {
  process: string;
  text: string;
}

export interface CompiledMonitor {
  matches(event: MonitorEvent): { kind: "ERROR" | "INFO"; query: string } | null;
}

/**
 * The monitor as one matcher over events: the process filter first, then the error queries (an
 * event both would match counts as an error), then the info queries. Throws the rule's message if
 * a stored query no longer passes (the run records it as the monitor's last run error).
 */
export function compileMonitor(monitor: MonitorRuleInput): CompiledMonitor {
  const problems = Object.values(monitorRuleErrors(monitor));
  if (problems.length) throw new Error(problems[0]);
  const processFilter = monitor.hasProcess ? (parseProcessPattern(monitor.processPattern) as { ok: true; matcher: MonitorMatcher }).matcher : null;
  const compile = (queries: readonly string[]) =>
    queries.filter((q) => q.trim()).map((query) => ({ query, matcher: (parseMonitorQuery(query) as { ok: true; matcher: MonitorMatcher }).matcher }));
  const error = compile(monitor.errorQueries);
  const info = compile(monitor.infoQueries);
  return {
    matches(event) {
      if (processFilter && !processFilter(event.process)) return null;
      const text = event.text.slice(0, MONITOR_EVENT_TEXT_LIMIT);
      const hitError = error.find((q) => q.matcher(text));
      if (hitError) return { kind: "ERROR", query: hitError.query };
      const hitInfo = info.find((q) => q.matcher(text));
      return hitInfo ? { kind: "INFO", query: hitInfo.query } : null;
    },
  };
}
