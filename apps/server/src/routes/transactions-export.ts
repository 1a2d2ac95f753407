/**
 * GET /{module}/reports/txn/export.csv: the filtered transactions list as a CSV download,
 * with the list shim's query string (?from=&to=&search=&status=&method=&company_id=). The rows come
 * from `transactions.export` through a server-side caller, so its guard and schema apply; the file
 * is written chunk by chunk as the service reads it, waiting whenever the client is slower, and
 * stops reading when the client goes away. Mounted before the shims: "export.csv" is no order id.
 */
import { createCaller, describeError, TRANSACTION_FILTER_FIELD_NAMES, transactionFilterOf } from "@paydesk/api";
import { Router } from "express";
import type { Logger } from "pino";
import { requestContext, type ContextDependencies } from "../http/context.ts";
import { sendCsvChunks } from "../http/csv-download.ts";

export function transactionExportRoutes(deps: ContextDependencies, logger: Logger): Router {
  const router = Router();
  router.get("/:module/reports/txn/export.csv", async (req, res) => {
    let file;
    try {
      const caller = createCaller(await requestContext(deps, req, res));
      const query = req.query as Record<string, unknown>;
      // The schema checks the query string, as for the list shim.
      const input = transactionFilterOf({ params: { module: req.params.module }, query, body: {}, homeModule: "" }) as never;
      file = await caller.transactions.export(input);
    } catch (error) {
      const described = describeError(error);
      if (described.status >= 500) logger.error({ err: error }, "transactions export failed");
      const errors = described.fieldErrors
        ? Object.fromEntries(Object.entries(described.fieldErrors).map(([k, v]) => [TRANSACTION_FILTER_FIELD_NAMES[k as never] ?? k, v]))
        : undefined;
      res.status(described.status).json({ status: "error", message: described.message, ...(errors ? { errors } : {}) });
      return;
    }
    await sendCsvChunks(res, file, logger, "transactions export");
  });
  return router;
}
