import { appRouter } from "@paydesk/api";
import type { Db } from "@paydesk/db";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import type { Logger } from "pino";
import { requestContext } from "../http/context.ts";

export function trpcRoutes(db: Db, secureCookies: boolean, logger: Logger) {
  return createExpressMiddleware({
    router: appRouter,
    createContext: ({ req, res }) => requestContext(db, req, res, secureCookies),
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR") logger.error({ err: error.cause ?? error, path }, "procedure failed");
    },
  });
}
