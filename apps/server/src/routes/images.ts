/**
 * Image bytes for the builder's image picker and item pages.
 *
 * - GET /images/:id: signed-in callers whose company subtree holds the image. Stored images never
 *   change (a new picture is a new row), so they are cached for a year, privately, since they sit
 *   behind a sign-in. The stored type was checked against the bytes on upload; nosniff keeps
 *   browsers from second-guessing it.
 * - GET /pay/item-image/:code: the picture of an item the public may pay for, without a sign-in
 *   (its pay-for page); anything else answers 404, like an unknown item.
 * - POST /images/upload?module=&company=&name=: the raw file as the body with its image
 *   Content-Type. The JSON body limit of tRPC (1 MB, app.ts) is below the 2 MB images may have,
 *   so the picker sends files here; the route calls itemBuilder.uploadImage like any shim.
 * - GET /e/image/:id, /e/image/:id/full, /e/image/:id/thumb (issue 13, spec 1 §2): the library's
 *   display size (at most 600x450), full size and 80x80 thumbnail. Who may fetch is the service's
 *   rule (readServedImage: logos and pictures of payable items are public). An id's bytes never
 *   change (a new upload is a new id), so they are cached for a year and marked immutable; public
 *   ones by shared caches too.
 */
import { createCaller, describeError } from "@paydesk/api";
import { readImage, readPayForItemImage, readServedImage, type ImageVariant } from "@paydesk/services";
import { AUTH_MESSAGES, IMAGE_CONTENT_TYPES, IMAGE_LIBRARY_MESSAGES, IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "@paydesk/validators";
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
      res
        .status(tooLarge ? 413 : 400)
        .json({ status: "error", message: tooLarge ? IMAGE_MESSAGES.tooLarge : IMAGE_MESSAGES.unreadable });
      resolve(false);
    });
  });
}

/** An item may change its picture: the public copy is cached briefly. */
const HOUR_SECONDS = 60 * 60;

function sendImage(res: Response, image: { contentType: string; data: Uint8Array }, cacheControl: string): void {
  res.setHeader("Content-Type", image.contentType);
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Disposition", "inline");
  res.end(Buffer.from(image.data));
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
      sendImage(res, await readImage({ ...context, actor: context.actor }, id), `private, max-age=${YEAR_SECONDS}, immutable`);
    } catch (error) {
      fail(res, error);
    }
  });

  const variants: Record<string, ImageVariant> = { "": "display", "/full": "full", "/thumb": "thumb" };
  for (const [suffix, variant] of Object.entries(variants)) {
    router.get(`/e/image/:id${suffix}`, async (req, res) => {
      try {
        const id = Number(req.params.id);
        if (!/^\d{1,10}$/.test(String(req.params.id)) || id <= 0 || id > 2_147_483_647) {
          res.status(404).json({ status: "error", message: IMAGE_LIBRARY_MESSAGES.noSuchImage });
          return;
        }
        const context = await requestContext(deps, req, res);
        const image = await readServedImage(context, id, variant);
        sendImage(res, image, `${image.isPublic ? "public" : "private"}, max-age=${YEAR_SECONDS}, immutable`);
      } catch (error) {
        fail(res, error);
      }
    });
  }

  router.get("/pay/item-image/:code", async (req, res) => {
    try {
      const context = await requestContext(deps, req, res);
      const image = await readPayForItemImage(context, String(req.params.code).slice(0, 64));
      sendImage(res, image, `public, max-age=${HOUR_SECONDS}`);
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
