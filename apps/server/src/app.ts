import { describeError } from "@paydesk/api";
import type { Db } from "@paydesk/db";
import { outboxTransport, type MailTransport } from "@paydesk/services";
import cookieParser from "cookie-parser";
import express, { type ErrorRequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import type { ServerConfig } from "./config.ts";
import { crossSiteWriteGuard } from "./http/csrf.ts";
import { refuseMalformedText } from "./http/malformed-text.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { imageRoutes } from "./routes/images.ts";
import { shimRoutes } from "./routes/shims.ts";
import { trpcRoutes } from "./routes/trpc.ts";
import { webRoutes } from "./routes/web.ts";

export interface AppDependencies {
  db: Db;
  logger: Logger;
  config: Pick<ServerConfig, "webDist" | "secureCookies" | "trustProxy" | "appUrl">;
  /** Defaults to the outbox only (CONVENTIONS §1). */
  mail?: MailTransport;
}

/**
 * The HTTP surface, in the order a request meets it: headers, logs, body parsing, cross-site
 * refusal, then health, the documented shims, tRPC and the web app. The app keeps no state of its
 * own: sessions, rate limits and jobs are in PostgreSQL, so instances can run side by side.
 */
export function createApp({ db, logger, config, mail = outboxTransport }: AppDependencies): express.Express {
  const contextDeps = { db, mail, appUrl: config.appUrl, secureCookies: config.secureCookies };
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(securityHeaders());
  app.use(
    pinoHttp({
      logger,
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
      serializers: {
        req: (req: { method: string; url: string; id: unknown }) => ({ id: req.id, method: req.method, url: req.url.split("?")[0] }),
      },
    }),
  );
  app.use(express.json({ limit: "1mb" }));
  app.use(express.urlencoded({ extended: true, limit: "1mb" }));
  app.use(refuseMalformedText());
  app.use(cookieParser());
  app.use(crossSiteWriteGuard());

  app.get("/healthz", async (_req, res) => {
    try {
      await db.$queryRaw`SELECT 1`;
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "error", message: "database unavailable" });
    }
  });

  app.use(shimRoutes(contextDeps));
  app.use(imageRoutes(contextDeps));
  app.use("/trpc", trpcRoutes(contextDeps, logger));
  app.use(webRoutes(config.webDist));

  app.use((_req, res) => {
    res.status(404).json({ status: "error", message: "Not found." });
  });
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const described = describeError(error);
    // Body parser errors carry their own 4xx status; anything else unexpected is a 500.
    const status = typeof error?.status === "number" && error.status < 500 ? error.status : described.status;
    if (status >= 500) req.log.error({ err: error }, "request failed");
    res.status(status).json({ status: "error", message: status >= 500 ? described.message : "The request could not be read." });
  };
  app.use(onError);
  return app;
}
