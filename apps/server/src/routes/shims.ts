import { appRouter, createCaller, isMultipart, MalformedMultipartError, readMultipart, runShim, SHIM_TABLE, type MultipartBody, type ShimRequest, type ShimRoute } from "@paydesk/api";
import { homeModule } from "@paydesk/domain";
import { HTTP_MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from "@paydesk/validators";
import { hasMalformedText } from "../http/malformed-text.ts";
import { Router, type NextFunction, type Request, type Response } from "express";
import { requestContext, type ContextDependencies } from "../http/context.ts";
import type { Logger } from "pino";
import { isCrossSiteBrowserRequest, refuseCrossSite } from "../http/csrf.ts";

/**
 * Legacy GET URLs that change data (docs/product/documented-calls.md:
 * role remove) get the cross-site check of a write.
 */
function isWrite(route: ShimRoute<never>): boolean {
  const procedure = (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } } | undefined>)[route.procedure];
  return procedure?._def.type === "mutation";
}

/**
 * The multipart body of an upload route (its fields and files); null when the request is not
 * multipart (JSON and form bodies were parsed already, http/body-parsers.ts, and checked for
 * malformed text; multipart fields are checked here, as they are read only now).
 */
async function uploadBody(route: ShimRoute<never>, req: Request): Promise<MultipartBody | null> {
  if (!route.upload || !isMultipart(req.headers)) return null;
  return readMultipart(req, { maxFileBytes: route.upload.maxFileBytes, field: route.upload.field ?? "file" });
}

/** Room for the multipart framing and the form's text fields beside the route's one file. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

/**
 * Answers a request whose body is left unread: the connection closes after the answer, so the
 * client stops sending and the server neither buffers nor drains the rest.
 */
function answerUnread(res: Response, status: number, body: Record<string, unknown>): void {
  res.setHeader("Connection", "close");
  res.status(status).json(body);
}

/**
 * Before an upload route reads its multipart body: the route's own rung (`upload.access`: session,
 * module, permission) with what the path and query say, then the declared size. Null to go on,
 * else the answer has been sent.
 */
async function refusedBeforeBody(route: ShimRoute<never>, caller: ReturnType<typeof createCaller>, req: Request, res: Response, request: Omit<ShimRequest, "body">): Promise<boolean> {
  if (!route.upload || !isMultipart(req.headers)) return false;
  const access = await runShim({ ...route, procedure: route.upload.access, output: () => ({}) } as ShimRoute<never>, caller, { ...request, body: {}, files: {} });
  if (access.status !== 200) {
    answerUnread(res, access.status, access.body);
    return true;
  }
  const declared = Number(req.headers["content-length"]);
  const limit = (route.upload.maxFileBytes ?? UPLOAD_LIMITS.maxFileBytes) + MULTIPART_OVERHEAD_BYTES;
  if (Number.isFinite(declared) && declared > limit) {
    answerUnread(res, 413, { status: "error", code: "PAYLOAD_TOO_LARGE", message: UPLOAD_MESSAGES.fileTooBig });
    return true;
  }
  return false;
}

/**
 * Mount every entry of the shim table. A GET that is also a page of the web app (same path) is
 * answered as the page when the browser asks for HTML, and as JSON otherwise.
 */
export function shimRoutes(deps: ContextDependencies, logger: Logger, table: readonly ShimRoute<never>[] = SHIM_TABLE as readonly ShimRoute<never>[]): Router {
  const router = Router();
  for (const route of table) {
    const write = isWrite(route);
    const handler = async (req: Request, res: Response, next: NextFunction) => {
      if (route.method === "GET" && req.accepts(["json", "html"]) === "html") return next();
      if (route.method === "GET" && write && isCrossSiteBrowserRequest(req)) return refuseCrossSite(res);
      const context = await requestContext(deps, req, res);
      const request = {
        params: req.params as Record<string, string>,
        query: req.query as Record<string, unknown>,
        homeModule: context.actor ? homeModule(context.actor) : "school",
        headers: req.headers,
      };
      if (await refusedBeforeBody(route, createCaller(context), req, res, request)) return;
      let multipart: MultipartBody | null;
      try {
        multipart = await uploadBody(route, req);
      } catch (error) {
        if (!(error instanceof MalformedMultipartError)) throw error;
        return void res.status(400).json({ status: "error", message: UPLOAD_MESSAGES.unreadableUpload });
      }
      if (multipart && hasMalformedText(multipart.body)) return void res.status(400).json({ status: "error", message: HTTP_MESSAGES.malformedText });
      // An upload route's file travels in the call's context: uploads.start checks it after access.
      const uploadFile = route.upload ? { file: multipart?.files[route.upload.field ?? "file"], optional: route.upload.optional, maxFileBytes: route.upload.maxFileBytes } : undefined;
      const caller = createCaller(uploadFile ? { ...context, uploadFile } : context);
      const result = await runShim(route, caller, {
        ...request,
        body: multipart?.body ?? ((req.body ?? {}) as Record<string, unknown>),
        ...(multipart ? { files: multipart.files } : {}),
      });
      // Logged like a tRPC crash (routes/trpc.ts): the caller got only the generic message.
      if (result.crash !== undefined) logger.error({ err: result.crash, shim: `${route.method} ${route.path}` }, "shim failed");
      res.status(result.status).json(result.body);
    };
    if (route.method === "GET") router.get(route.path, handler);
    else if (route.method === "PUT") router.put(route.path, handler);
    else router.post(route.path, handler);
  }
  return router;
}
