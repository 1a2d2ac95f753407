/**
 * GET /{module}/reports/deposit/export.csv?from=&to=&company_id=: the deposit report as a CSV
 * download. The file comes from `depositReport.export` through a server-side caller, so its guard
 * and schema apply (a refusal is JSON with the query's field names); then it is streamed.
 * Mounted before the shims and the web app, whose page is /{module}/reports/deposit.
 */
import { createCaller, describeError, shimText } from "@paydesk/api";
import { Router } from "express";
import type { Logger } from "pino";
import { requestContext, type ContextDependencies } from "../http/context.ts";
import { sendCsvChunks } from "../http/csv-download.ts";

/** The procedure's field names → the query string's, for the errors of a bad request. */
const FIELD_NAMES: Record<string, string> = { companyId: "company_id" };

export function depositReportExportRoutes(deps: ContextDependencies, logger: Logger): Router {
  const router = Router();
  router.get("/:module/reports/deposit/export.csv", async (req, res) => {
    let file;
    try {
      const caller = createCaller(await requestContext(deps, req, res));
      const query = req.query as Record<string, unknown>;
      file = await caller.depositReport.export({
        module: req.params.module as never,
        companyId: (shimText(query.company_id) || undefined) as never,
        from: shimText(query.from) || undefined,
        to: shimText(query.to) || undefined,
      });
    } catch (error) {
      const described = describeError(error);
      if (described.status >= 500) logger.error({ err: error }, "deposit report export failed");
      const errors = described.fieldErrors
        ? Object.fromEntries(Object.entries(described.fieldErrors).map(([k, v]) => [FIELD_NAMES[k] ?? k, v]))
        : undefined;
      res.status(described.status).json({ status: "error", message: described.message, ...(errors ? { errors } : {}) });
      return;
    }
    await sendCsvChunks(res, file, logger, "deposit report export");
  });
  return router;
}
