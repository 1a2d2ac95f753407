import type { APIRequestContext } from "@playwright/test";

/**
 * Calls one of the app's own procedures over HTTP for setting up or checking a test, as the
 * signed-in user of `request` (a page's or context's request shares its session cookie).
 * A failure throws with the procedure's name and the server's error.
 */
export async function trpcCall<T>(request: APIRequestContext, procedure: string, input: unknown, method: "GET" | "POST"): Promise<T> {
  const res =
    method === "GET"
      ? await request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`)
      : await request.post(`/trpc/${procedure}`, { data: { json: input } });
  const body = (await res.json()) as { result?: { data: { json: T } }; error?: unknown };
  if (!res.ok() || !body.result) throw new Error(`${procedure} failed: ${res.status()} ${JSON.stringify(body.error)}`);
  return body.result.data.json;
}
