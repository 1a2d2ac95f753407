/**
 * The close-out CSV downloads: GET /{module}/virtual-terminal/closeout/{closeoutId}.csv (one
 * close-out, for whoever may read it) and GET /{module}/reports/closeouts.csv?from=&to=&user_id=&history=
 * (the list's, reports.view). Both go through a server-side caller, so the close-out rungs and the
 * schemas apply unchanged; a refusal is the usual JSON 4xx. The files are small (a row per
 * close-out), so each is written at once. Mounted before the web app's fallback.
 */
import { createCaller, describeError } from "@paydesk/api";
import { Router, type Request, type Response } from "express";
import type { Logger } from "pino";
import { requestContext, type ContextDependencies } from "../http/context.ts";

type CsvFile = { fileName: string; content: string };

type Caller = ReturnType<typeof createCaller>;

async function answer(context: ContextDependencies, logger: Logger, req: Request, res: Response, read: (caller: Caller) => Promise<CsvFile>) {
  let file: CsvFile;
  try {
    file = await read(createCaller(await requestContext(context, req, res)));
  } catch (error) {
    const described = describeError(error);
    if (described.status >= 500) logger.error({ err: error }, "close-out CSV failed");
    res.status(described.status).json({ status: "error", message: described.message, ...(described.fieldErrors ? { errors: described.fieldErrors } : {}) });
    return;
  }
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${file.fileName}"`);
  // Staff names and what their drawers held: never kept by shared caches.
  res.setHeader("Cache-Control", "private, no-store");
  res.send(file.content);
}

const flag = (value: unknown) => value === "1" || value === "true";
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

export function closeoutCsvRoutes(context: ContextDependencies, logger: Logger): Router {
  const router = Router();
  router.get("/:module/virtual-terminal/closeout/:closeoutId.csv", (req, res) =>
    answer(context, logger, req, res, (caller) => caller.closeout.csv({ module: req.params.module, closeoutId: req.params.closeoutId } as never)),
  );
  router.get("/:module/reports/closeouts.csv", (req, res) => {
    const q = req.query as Record<string, unknown>;
    return answer(context, logger, req, res, (caller) =>
      caller.closeout.findCsv({ module: req.params.module, from: text(q.from), to: text(q.to), userId: text(q.user_id), history: flag(q.history) } as never),
    );
  });
  return router;
}
