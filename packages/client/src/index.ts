/**
 * Typed client for internal tools: every tRPC procedure, authenticated with an API key created
 * by an administrator for their own account (Account → API keys).
 *
 *   const paydesk = createPaydeskClient({ baseUrl: "http://localhost:3000", apiKey: process.env.PAYDESK_API_KEY! });
 *   const me = await paydesk.auth.session.query();
 */
import type { AppRouter } from "@paydesk/api";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";

export interface PaydeskClientOptions {
  /** The server's origin, e.g. https://pay.example.org */
  baseUrl: string;
  apiKey: string;
  /** Override fetch (tests, proxies). */
  fetch?: typeof globalThis.fetch;
}

export function createPaydeskClient(options: PaydeskClientOptions) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${options.baseUrl.replace(/\/$/, "")}/trpc`,
        transformer: superjson,
        headers: () => ({ authorization: `Bearer ${options.apiKey}` }),
        fetch: options.fetch,
      }),
    ],
  });
}

export type PaydeskClient = ReturnType<typeof createPaydeskClient>;
export { TRPCClientError };
export type { AppRouter };
