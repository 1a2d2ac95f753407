import { appRouter } from "@paydesk/api";
import type { Logger } from "pino";
import { requestContext, type ContextDependencies } from "../http/context.ts";
import { trpcHandler } from "../http/trpc-handler.ts";

export function trpcRoutes(deps: ContextDependencies, logger: Logger) {
  return trpcHandler({
    router: appRouter,
    createContext: (req, res) => requestContext(deps, req, res),
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR") logger.error({ err: error.cause ?? error, path }, "procedure failed");
    },
  });
}
