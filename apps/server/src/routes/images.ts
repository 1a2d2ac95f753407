/**
 * Image bytes for the builder's image picker and item pages.
 *
 * - GET /images/:id: signed-in callers whose company subtree holds the image. Stored images never
 *   change (a new picture is a new row), so they are cached for a year, privately, since they sit
 *   behind a sign-in. The stored type was checked against the bytes on upload; nosniff keeps
 *   browsers from second-guessing it.
 * - GET /pay/item-image/:code: the picture of an item the public may pay for, without a sign-in
 *   (its pay-for page); anything else answers 404, like an unknown item.
 * - Uploads go through the library only (`POST /{module}/settings/images/uploadjson`):
 *   terms, the plan's limit and sharp's re-encoding apply to every image, the builder's picker's
 *   included; the builder's own raw-body upload route was removed with that.
 * - GET /e/image/:id, /e/image/:id/full, /e/image/:id/thumb (docs/product/dashboard-images-promotions.md):
 *   the library's display size (at most 600x450), full size and 80x80 thumbnail. Who may fetch is the
 *   service's rule (readServedImage: logos and pictures of payable items are public). An id's bytes never
 *   change (a new upload is a new id), so they are cached for a year and marked immutable; public
 *   ones by shared caches too.
 */
import { describeError } from "@paydesk/api";
import { readImage, readPayForItemImage, readServedImage, type ImageVariant } from "@paydesk/services";
import { AUTH_MESSAGES, IMAGE_LIBRARY_MESSAGES, IMAGE_MESSAGES } from "@paydesk/validators";
import { Router, type Response } from "express";
import { requestContext, type ContextDependencies } from "../http/context.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function fail(res: Response, error: unknown): void {
  const described = describeError(error);
  res.status(described.status).json({ status: "error", message: described.message });
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

  return router;
}
