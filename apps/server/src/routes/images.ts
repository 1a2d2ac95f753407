/**
 * Image bytes for the builder's image picker and item pages.
 *
 * - GET /images/:id: signed-in callers whose company subtree holds the image. Stored images never
 *   change (a new picture is a new row), so they are cached for a year, privately, since they sit
 *   behind a sign-in. The stored type was checked against the bytes on upload; nosniff keeps
 *   browsers from second-guessing it.
 * - POST /images/upload?module=&company=&name=: the raw file as the body with its image
 *   Content-Type. The JSON body limit of tRPC (1 MB, app.ts) is below the 2 MB images may have,
 *   so the picker sends files here; the route calls itemBuilder.uploadImage like any shim.
 */
import { createCaller, describeError } from "@paydesk/api";
import { readImage } from "@paydesk/services";
import { AUTH_MESSAGES, IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "@paydesk/validators";
import express, { Router, type Request, type Response } from "express";
import { requestContext, type ContextDependencies } from "../http/context.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function fail(res: Response, error: unknown): void {
  const described = describeError(error);
  res.status(described.status).json({ status: "error", message: described.message });
}

const rawImage = express.raw({ type: [...IMAGE_CONTENT_TYPES], limit: IMAGE_MAX_BYTES });

function readBody(req: Request, res: Response): Promise<boolean> {
  return new Promise((resolve) => {
    rawImage(req, res, (error?: unknown) => {
      if (!error) return resolve(true);
      const tooLarge = (error as { type?: string }).type === "entity.too.large";
      res.status(tooLarge ? 413 : 400).json({ status: "error", message: tooLarge ? IMAGE_MESSAGES.tooLarge : IMAGE_MESSAGES.unreadable });
      resolve(false);
    });
  });
}

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export function imageRoutes(deps: ContextDependencies): Router {
  const router = Router();

  router.get("/images/:id", async (req, res) => {
    try {
      const context = await requestContext(deps, req, res);
      if (!context.actor) {
        res.status(401).json({ status: "error", message: AUTH_MESSAGES.notSignedIn });
        return;
      }
      const id = Number(req.params.id);
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
        res.status(404).json({ status: "error", message: IMAGE_MESSAGES.noSuchImage });
        return;
      }
      const image = await readImage(context.db, context.actor, id);
      res.setHeader("Content-Type", image.contentType);
      res.setHeader("Cache-Control", `private, max-age=${YEAR_SECONDS}, immutable`);
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Content-Disposition", "inline");
      res.end(Buffer.from(image.data));
    } catch (error) {
      fail(res, error);
    }
  });

  router.post("/images/upload", async (req, res) => {
    try {
      const context = await requestContext(deps, req, res);
      if (!context.actor) {
        res.status(401).json({ status: "error", message: AUTH_MESSAGES.notSignedIn });
        return;
      }
      if (!(await readBody(req, res))) return;
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const companyRaw = single(req.query.company);
      const image = await createCaller(context).itemBuilder.uploadImage({
        module: String(single(req.query.module) ?? "") as never,
        companyId: companyRaw ? Number(companyRaw) : undefined,
        name: String(single(req.query.name) ?? ""),
        contentType: (req.get("content-type") ?? "").split(";")[0]!.trim() as never,
        base64: body.toString("base64"),
      });
      res.json({ status: "success", image: { id: image.id, name: image.name, content_type: image.contentType, url: image.url } });
    } catch (error) {
      fail(res, error);
    }
  });

  return router;
}
