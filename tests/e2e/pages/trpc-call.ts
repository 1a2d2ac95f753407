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

/** What makes API request contexts: the `playwright` fixture (its `request`). */
export interface RequestContexts {
  request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> };
}

/**
 * An API request context of its own, signed in as `account` through the sign-in call, for a test's
 * set-up or clean-up by the app's own calls. The caller disposes of it.
 */
export async function signedInRequest(playwright: RequestContexts, baseURL: string | undefined, account: { email: string; password: string }): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL });
  const signedIn = await request.post("/login", { data: { email: account.email, password: account.password } });
  if (signedIn.status() !== 200) {
    const answer = await signedIn.text();
    await request.dispose();
    throw new Error(`sign-in as ${account.email}: ${answer}`);
  }
  return request;
}
