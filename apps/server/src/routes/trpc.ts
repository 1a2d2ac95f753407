import { appRouter } from "@paydesk/api";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import type { Logger } from "pino";
import { requestContext, type ContextDependencies } from "../http/context.ts";

export function trpcRoutes(deps: ContextDependencies, logger: Logger) {
  return createExpressMiddleware({
    router: appRouter,
    createContext: ({ req, res }) => requestContext(deps, req, res),
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR") logger.error({ err: error.cause ?? error, path }, "procedure failed");
    },
  });
}
