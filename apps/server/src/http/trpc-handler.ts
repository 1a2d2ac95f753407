import type { AnyTRPCRouter, inferRouterContext } from "@trpc/server";
import { incomingMessageToRequest, internal_exceptionHandler } from "@trpc/server/adapters/node-http";
import { resolveResponse } from "@trpc/server/http";
import { HTTP_MESSAGES } from "@paydesk/validators";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";

export interface TrpcHandlerOptions<TRouter extends AnyTRPCRouter> {
  router: TRouter;
  createContext: (req: ExpressRequest, res: ExpressResponse) => Promise<inferRouterContext<TRouter>>;
  onError?: (opts: { error: { code: string; cause?: unknown }; path: string | undefined }) => void;
}

/**
 * tRPC over Express, answering what `createExpressMiddleware` answers (the same `resolveResponse`,
 * status, headers and bytes) but writing a complete answer in one `res.end` with a
 * Content-Length. The stock adapter pipes every answer, even a 300-byte JSON, through a web
 * `WritableStream` as chunked encoding, then ends it in a second socket write: under load that
 * second write and the stream machinery were the largest cost of `auth.session` after the
 * database (bench/README.md). Streamed answers (`application/jsonl` batches, SSE subscriptions)
 * are still written chunk by chunk as they come.
 */
export function trpcHandler<TRouter extends AnyTRPCRouter>(options: TrpcHandlerOptions<TRouter>): RequestHandler {
  const { router, createContext, onError } = options;
  return (req, res) => {
    if (hasFileBody(req)) {
      // Unread: the connection closes after the answer, so the client stops sending.
      res.setHeader("Connection", "close");
      return void res.status(415).json({ error: { message: HTTP_MESSAGES.jsonOnly, code: -32600, data: { code: "UNSUPPORTED_MEDIA_TYPE", httpStatus: 415 } } });
    }
    const path = req.path.slice(req.path.lastIndexOf("/") + 1);
    const fail = internal_exceptionHandler({
      req,
      res,
      path,
      router,
      onError,
      createContext: () => createContext(req, res),
    });
    try {
      const request = requestOf(req, res);
      resolveResponse({
        router,
        req: request,
        path,
        error: null,
        createContext: () => createContext(req, res),
        onError: (o) => onError?.(o),
      })
        .then((response) => writeAnswer(response, res, request.signal))
        .catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

/**
 * A file body (multipart or binary): no procedure takes one, and tRPC would read it whole before
 * any guard ran, so it is refused unread, whoever sends it. Other bodies tRPC reads are held to
 * OTHER_BODY_MAX_BYTES.
 */
function hasFileBody(req: ExpressRequest): boolean {
  const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  return hasBody && req.is(["multipart/*", "application/octet-stream"]) !== false;
}

/**
 * The most tRPC reads of a body that is not the JSON the app's parser already read (1 MB, as that
 * parser): no procedure takes files (uploads go through the shims, which check access first), so
 * a larger body is refused instead of held in memory.
 */
const OTHER_BODY_MAX_BYTES = 1024 * 1024;

/**
 * The fetch Request tRPC reads. A JSON body the app's parser has already read (and the edge has
 * checked, http/malformed-text.ts) is handed over as that parsed value: the stock adapter turned
 * it back into text (JSON.stringify) for tRPC to parse again, three passes over every input, the
 * largest part of the app's CPU for a 500-row upload chunk after the rows' own checks (the
 * student bench). tRPC reads a JSON input with `json()` alone (its JSON content handler).
 */
function requestOf(req: ExpressRequest, res: ExpressResponse): Request {
  const parsed: unknown = req.body;
  if (parsed === undefined || typeof parsed !== "object" || !req.is("application/json")) return incomingMessageToRequest(req, res, { maxBodySize: OTHER_BODY_MAX_BYTES });
  // Without a body (the stream was read by the parser): the adapter then builds a Request without one.
  req.body = undefined;
  let request: Request;
  try {
    request = incomingMessageToRequest(req, res, { maxBodySize: null });
  } finally {
    req.body = parsed;
  }
  Object.defineProperty(request, "json", { value: () => Promise.resolve(parsed) });
  return request;
}

/** tRPC marks a streamed answer by chunked encoding (jsonl) or its content type (SSE). */
function isStreamed(response: Response): boolean {
  return (
    response.headers.get("transfer-encoding") === "chunked" ||
    (response.headers.get("content-type") ?? "").startsWith("text/event-stream")
  );
}

async function writeAnswer(response: Response, res: ExpressResponse, signal: AbortSignal): Promise<void> {
  // As tRPC's writeResponse: a status set before (by a middleware) wins over a 200.
  if (res.statusCode === 200) res.statusCode = response.status;
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  if (!response.body) return void res.end();
  if (!isStreamed(response)) return void res.end(await response.text());
  try {
    for await (const chunk of response.body) {
      if (signal.aborted || res.destroyed) break;
      if (!res.write(chunk)) await drained(res);
    }
  } finally {
    res.end();
  }
}

function drained(res: ExpressResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done).off("close", done);
      resolve();
    };
    res.once("drain", done).once("close", done);
  });
}
