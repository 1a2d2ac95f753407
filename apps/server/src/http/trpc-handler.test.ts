import type { Server } from "node:http";
import { createTRPCClient, httpBatchLink, httpBatchStreamLink, httpLink, TRPCClientError } from "@trpc/client";
import { initTRPC, TRPCError } from "@trpc/server";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import express from "express";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { trpcHandler } from "./trpc-handler.ts";

// A router of the app's shape (superjson, a formatted error, queries, a mutation, input checks),
// served by tRPC's stock adapter and by ours: every answer must be the same.
const t = initTRPC.context<{ user: string | null }>().create({
  transformer: superjson,
  // No stack in the shape: the two adapters' stacks differ by their own frames.
  errorFormatter: ({ shape, error }) => ({
    ...shape,
    message: error.code === "INTERNAL_SERVER_ERROR" ? "Hidden." : shape.message,
    data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path },
  }),
});
const router = t.router({
  hello: t.procedure.query(({ ctx }) => ({ user: ctx.user, at: new Date(Date.UTC(2026, 0, 2)), ids: new Set([1, 2]) })),
  echo: t.procedure.input(z.object({ text: z.string().max(5) })).query(({ input }) => input.text),
  save: t.procedure.input(z.object({ cents: z.number().int() })).mutation(({ input }) => ({ cents: input.cents + 1 })),
  stamp: t.procedure.input(z.object({ at: z.date(), rows: z.array(z.array(z.string())) })).mutation(({ input }) => ({ at: input.at, rows: input.rows.length })),
  private: t.procedure.query(({ ctx }) => {
    if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in to continue." });
    return ctx.user;
  }),
  broken: t.procedure.query(() => {
    throw new Error("a secret detail");
  }),
  big: t.procedure.query(() => "x".repeat(200_000)),
});

const createContext = async (req: express.Request) => ({ user: req.get("x-user") ?? null });

function serve(handler: express.RequestHandler): Promise<{ server: Server; url: string }> {
  const app = express().use(express.json()).use("/trpc", handler);
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/trpc` });
    });
  });
}

let stock: { server: Server; url: string };
let ours: { server: Server; url: string };
beforeAll(async () => {
  stock = await serve(createExpressMiddleware({ router, createContext: ({ req }) => createContext(req) }));
  ours = await serve(trpcHandler({ router, createContext }));
});
afterAll(() => {
  stock.server.close();
  ours.server.close();
});

const input = (value: unknown) => encodeURIComponent(JSON.stringify({ json: value }));
const batch = (...values: unknown[]) => encodeURIComponent(JSON.stringify(Object.fromEntries(values.map((v, i) => [i, { json: v }]))));

/** What a caller sees: status, the headers tRPC sets, and the body (framing headers aside). */
async function answer(base: string, path: string, init?: RequestInit) {
  const response = await fetch(`${base}/${path}`, init);
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !["date", "content-length", "transfer-encoding", "connection", "keep-alive"].includes(name)),
  );
  return { status: response.status, headers, body: await response.text() };
}

describe("trpcHandler answers what tRPC's Express adapter answers", () => {
  const post = (body: unknown, headers: Record<string, string> = {}) => ({
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  it.each([
    ["a query", "hello", undefined],
    ["a query with a caller", "private", { headers: { "x-user": "ann" } }],
    ["a refusal", "private", undefined],
    ["an input check", `echo?input=${input({ text: "too long" })}`, undefined],
    ["malformed input", "echo?input=%7Bnot-json", undefined],
    ["an unexpected error", "broken", undefined],
    ["an unknown procedure", "nowhere", undefined],
    ["a batch", `hello,echo,private?batch=1&input=${batch(undefined, { text: "hi" }, undefined)}`, undefined],
    ["a mutation", "save", post({ json: { cents: 41 } })],
    ["a mutation with a bad body", "save", post({ json: { cents: 1.5 } })],
    // The parsed body is handed to tRPC as is: superjson's metadata still applies, batches still split.
    ["a batched mutation with superjson metadata", "stamp,save?batch=1", post({ 0: superjson.serialize({ at: new Date(Date.UTC(2026, 0, 2)), rows: [["a", "b"], []] }), 1: { json: { cents: 1 } } })],
    ["a mutation sent as text, which the JSON parser leaves alone", "save", { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify({ json: { cents: 41 } }) }],
    ["a JSON body that is not an object", "save", post("just text")],
    ["a mutation by GET", `save?input=${input({ cents: 1 })}`, undefined],
    ["a query by POST", "hello", post({})],
    ["a streamed batch", `hello,echo?batch=1&input=${batch(undefined, { text: "hi" })}`, { headers: { "trpc-accept": "application/jsonl" } }],
    ["HEAD", "hello", { method: "HEAD" }],
    ["a large answer", "big", undefined],
  ] satisfies [string, string, RequestInit | undefined][])("%s", async (_name, path, init) => {
    const expected = await answer(stock.url, path, init);
    expect(await answer(ours.url, path, init)).toEqual(expected);
  });

  it("answers a plain JSON answer in one piece with its length, not chunked", async () => {
    const response = await fetch(`${ours.url}/hello`);
    const body = await response.text();
    expect(response.headers.get("transfer-encoding")).toBeNull();
    expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(body));
  });

  it("serves the real client over every HTTP link", async () => {
    for (const link of [httpLink, httpBatchLink, httpBatchStreamLink]) {
      const client = createTRPCClient<typeof router>({
        links: [link({ url: ours.url, transformer: superjson, headers: { "x-user": "ann" } })],
      });
      const [hello, echo, saved] = await Promise.all([client.hello.query(), client.echo.query({ text: "hi" }), client.save.mutate({ cents: 1 })]);
      expect(hello).toEqual({ user: "ann", at: new Date(Date.UTC(2026, 0, 2)), ids: new Set([1, 2]) });
      expect([echo, saved]).toEqual(["hi", { cents: 2 }]);
      const error = await client.echo.query({ text: "too long" }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCClientError);
      expect((error as TRPCClientError<typeof router>).data).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    }
  });
});
