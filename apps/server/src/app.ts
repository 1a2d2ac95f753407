import { describeError } from "@paydesk/api";
import type { Db } from "@paydesk/db";
import { outboxTransport, type MailTransport } from "@paydesk/services";
import cookieParser from "cookie-parser";
import express, { type ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import type { ServerConfig } from "./config.ts";
import { bodyParsers } from "./http/body-parsers.ts";
import { crossSiteWriteGuard } from "./http/csrf.ts";
import { healthCheck } from "./http/health.ts";
import { refuseMalformedText } from "./http/malformed-text.ts";
import { loggedUrl, requestLog } from "./http/request-log.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { gatewaySimulatorRoutes } from "./routes/gateway-simulator.ts";
import { imageRoutes } from "./routes/images.ts";
import { receiptRoutes } from "./routes/receipts.ts";
import { transactionExportRoutes } from "./routes/transactions-export.ts";
import { depositReportExportRoutes } from "./routes/deposit-report-export.ts";
import { closeoutCsvRoutes } from "./routes/closeout-csv.ts";
import { shimRoutes } from "./routes/shims.ts";
import { SIS_SIMULATOR_PATH, sisSimulatorRoutes } from "./routes/sis-simulator.ts";
import { channelSimulatorRoutes } from "./routes/channel-simulator.ts";
import { trpcRoutes } from "./routes/trpc.ts";
import { webRoutes } from "./routes/web.ts";

export interface AppDependencies {
  db: Db;
  logger: Logger;
  config: Pick<ServerConfig, "webDist" | "secureCookies" | "trustProxy" | "appUrl" | "demo">;
  /** Defaults to the outbox only (docs/product/demo-and-production.md). */
  mail?: MailTransport;
}

/**
 * The HTTP surface, in the order a request meets it: headers, logs, body parsing, cross-site
 * refusal, then health, tRPC, the documented shims and the web app. Each step costs what it must
 * (bench/README.md): headers are computed once, the log line serialises no headers, and bodies are
 * parsed only for methods that carry one. The app keeps no state of its
 * own: sessions, rate limits and jobs are in PostgreSQL, so instances can run side by side.
 */
export function createApp({ db, logger, config, mail = outboxTransport }: AppDependencies): express.Express {
  const contextDeps = { db, mail, appUrl: config.appUrl, secureCookies: config.secureCookies };
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  // The simulators exist in the demo only (docs/product/demo-and-production.md): in production their paths
  // are 404s, so nobody can charge, refund or publish a page through them.
  // The gateway simulator stands for an outside server: answered before the app's own middleware.
  if (config.demo) app.use(gatewaySimulatorRoutes());
  app.use(securityHeaders());
  app.use(requestLog(logger));
  if (config.demo) {
    // Reads its own raw bodies (XML, forms), so it comes before the parsers.
    app.use(SIS_SIMULATOR_PATH, sisSimulatorRoutes());
    // The channel simulator (its own JSON bodies) and the public page of a post.
    app.use(channelSimulatorRoutes(db, config.appUrl));
  }
  app.use(bodyParsers());
  app.use(refuseMalformedText());
  app.use(cookieParser());
  app.use(crossSiteWriteGuard());

  // Most specific first: a request stops at the first router that knows its path, so /trpc and
  // /healthz do not walk the shim table's two hundred routes.
  app.get("/healthz", healthCheck(db));
  app.use("/trpc", trpcRoutes(contextDeps, logger));
  app.use(transactionExportRoutes(contextDeps, logger));
  app.use(depositReportExportRoutes(contextDeps, logger));
  app.use(closeoutCsvRoutes(contextDeps, logger));
  app.use(shimRoutes(contextDeps, logger));
  app.use(imageRoutes(contextDeps));
  app.use(receiptRoutes(contextDeps));
  app.use(webRoutes(config.webDist));

  app.use((_req, res) => {
    res.status(404).json({ status: "error", message: "Not found." });
  });
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const described = describeError(error);
    // Body parser errors carry their own 4xx status; anything else unexpected is a 500.
    const status = typeof error?.status === "number" && error.status < 500 ? error.status : described.status;
    if (status >= 500) logger.error({ err: error, url: loggedUrl(req.originalUrl) }, "request failed");
    res.status(status).json({ status: "error", message: status >= 500 ? described.message : "The request could not be read." });
  };
  app.use(onError);
  return app;
}
