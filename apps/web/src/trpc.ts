import type { AppRouter } from "@paydesk/api";
import { MutationCache, QueryCache } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import superjson from "superjson";
import { errorCode, isForbidden } from "./lib/errors.ts";
import { FreshQueryClient } from "./lib/fresh-query-client.ts";

/** 4xx answers are decisions, not glitches: retrying them only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const code = errorCode(error);
  if (code && code !== "INTERNAL_SERVER_ERROR" && code !== "TIMEOUT") return false;
  return failureCount < 2;
}

/** A session that ended elsewhere (expiry, password change on another device) sends the user to sign in. */
function onUnauthorized(error: unknown): void {
  if (errorCode(error) === "UNAUTHORIZED") void queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
}

export const queryClient = new FreshQueryClient({
  queryCache: new QueryCache({ onError: onUnauthorized }),
  mutationCache: new MutationCache({ onError: onUnauthorized }),
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      staleTime: 30_000,
      // A FORBIDDEN answer replaces the page with the access-denied message (route error boundary).
      throwOnError: (error) => isForbidden(error),
    },
  },
});

/** Same-origin requests: the httpOnly session cookie goes along by default. */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: "/trpc", transformer: superjson })],
});

/** The app is client-only, so one module-level proxy serves every component (no React context needed). */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
