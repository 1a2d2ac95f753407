import { isoInZone } from "@paydesk/domain";
import type { inferRouterOutputs } from "@trpc/server";
import type { monitorsRouter } from "./router.ts";
import { defineShim, flag, optionalId, text, type ShimRequest } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof monitorsRouter>;
type Monitor = Out["list"][number];

/**
 * The documented fields first (docs/product/documented-calls.md),
 * then the last run and last match the list shows.
 */
function monitorRow(m: Monitor): Record<string, unknown> {
  return {
    id: m.id,
    company_id: m.companyId,
    has_process: m.hasProcess,
    process_pattern: m.processPattern,
    info_queries: m.infoQueries,
    error_queries: m.errorQueries,
    contact_email: m.contactEmail,
    contact2_email: m.contact2Email,
    level: m.level,
    company_name: m.companyName,
    last_run_at: m.lastRunAt ? isoInZone(m.lastRunAt, m.timeZone) : null,
    last_run_error: m.lastRunError,
    last_match_at: m.lastMatchAt ? isoInZone(m.lastMatchAt, m.timeZone) : null,
    last_match_text: m.lastMatchText,
    in_error: m.inError,
  };
}

/** Queries as a JSON array, form fields `info_queries[]`, or one text with a query per line. */
function queries(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((q) => (typeof q === "string" ? q : String(q)));
  if (typeof value === "string") return value.split(/\r?\n/);
  if (typeof value === "object") return Object.values(value).map(String);
  return value;
}

const FIELD_NAMES = {
  companyId: "company_id",
  hasProcess: "has_process",
  processPattern: "process_pattern",
  infoQueries: "info_queries",
  errorQueries: "error_queries",
  contactEmail: "contact_email",
  contact2Email: "contact2_email",
};

const monitorInPath = (req: ShimRequest) => ({ module: req.params.module, id: req.params.monitorId });

export const monitorsShims = [
  defineShim<Out["list"]>({
    method: "GET",
    path: "/:module/operations/monitors/list",
    procedure: "monitors.list",
    spec: "docs/product/documented-calls.md: GET /{module}/operations/monitors/list",
    input: (req) => ({ module: req.params.module, companyId: text(req.query.company_id) }),
    output: (rows) => ({ monitors: rows.map(monitorRow) }),
  }),
  defineShim<Out["save"]>({
    method: "POST",
    path: "/:module/operations/monitors/save",
    procedure: "monitors.save",
    spec: "docs/product/documented-calls.md: monitor save; docs/product/control-area.md: its rules",
    input: (req) => ({
      module: req.params.module,
      id: optionalId(req.body.id),
      companyId: text(req.body.company_id),
      hasProcess: flag(req.body.has_process),
      processPattern: text(req.body.process_pattern),
      infoQueries: queries(req.body.info_queries),
      errorQueries: queries(req.body.error_queries),
      contactEmail: text(req.body.contact_email),
      contact2Email: text(req.body.contact2_email),
      level: text(req.body.level),
      createContacts: flag(req.body.create_contacts),
    }),
    fieldNames: FIELD_NAMES,
    output: (result) => ({ message: result.message, monitor: monitorRow(result.monitor), created_contacts: result.createdContacts }),
    // The contact prompt (docs/product/control-area.md): which addresses are not support contacts yet.
    errorFields: (error) =>
      error.status === 409 && error.fieldErrors
        ? { missing_contacts: (["contactEmail", "contact2Email"] as const).filter((field) => error.fieldErrors![field]).map((field) => FIELD_NAMES[field]) }
        : {},
  }),
  defineShim<Out["get"]>({
    method: "GET",
    path: "/:module/operations/monitors/:monitorId",
    procedure: "monitors.get",
    spec: "docs/product/control-area.md: /{module}/operations/monitors (one monitor, for tools)",
    input: monitorInPath,
    output: (result) => ({
      monitor: monitorRow(result.monitor),
      matches: result.matches.map((m) => ({
        id: m.id,
        kind: m.kind,
        process: m.process,
        query: m.query,
        text: m.text,
        event_at: isoInZone(m.eventAt, result.monitor.timeZone),
        matched_at: isoInZone(m.matchedAt, result.monitor.timeZone),
        emailed: m.emailed,
      })),
    }),
  }),
  defineShim<Out["run"]>({
    method: "POST",
    path: "/:module/operations/monitors/:monitorId/run",
    procedure: "monitors.run",
    spec: "docs/product/control-area.md: /{module}/operations/monitors (run now)",
    input: monitorInPath,
    output: (result) => ({
      message: result.message,
      new_matches: result.result.newMatches,
      new_error_matches: result.result.newErrorMatches,
      emailed: result.result.emailed,
      monitor: monitorRow(result.monitor),
    }),
  }),
  defineShim<Out["acknowledge"]>({
    method: "POST",
    path: "/:module/operations/monitors/:monitorId/acknowledge",
    procedure: "monitors.acknowledge",
    spec: "docs/product/control-area.md: /{module}/operations/monitors (acknowledge)",
    input: monitorInPath,
    output: (result) => ({ message: result.message, monitor: monitorRow(result.monitor) }),
  }),
];
