import type { Db } from "@paydesk/db";
import { CHANNEL_SIMULATOR_PATH, channelSimulatorListener, readPublicChannelPost } from "@paydesk/services";
import { Router } from "express";

/**
 * The channel simulator (docs/product/dashboard-images-promotions.md) and the public page of what it
 * recorded:
 * - `POST /simulators/channels/…`: the social page, mail, marketing and short-post services as
 *   the channel adapters call them (packages/services/src/promotions/channels/simulator.ts; its
 *   state is the channel_outbox table). Reads its own JSON body, so it is mounted before the body
 *   parsers; CHANNELS_URL points the adapters at another server instead.
 * - `GET /e/post/:id`: the link a channel answers for a post: the post and its pay link, public
 *   (a post is public once made), plain HTML with everything escaped.
 */
export function channelSimulatorRoutes(db: Db, publicUrl: string): Router {
  const routes = Router();
  const listener = channelSimulatorListener(db, publicUrl);
  routes.post(`${CHANNEL_SIMULATOR_PATH}/*rest`, (req, res) => listener(req, res));
  routes.get("/e/post/:id", async (req, res, next) => {
    try {
      const id = Number(req.params.id);
      const post = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await readPublicChannelPost({ db }, id) : null;
      if (!post) {
        res.status(404).type("html").send(page("Post not found", "<p>There is no such post.</p>"));
        return;
      }
      const title = post.subject ?? `${post.company?.name ?? "PayDesk"} post`;
      const link = post.payLink ? `<p><a href="${escapeHtml(post.payLink)}">Pay here</a></p>` : "";
      const from = post.company ? `<p>From ${escapeHtml(post.company.name)}</p>` : "";
      res.type("html").send(page(title, `${from}<p>${escapeHtml(post.message).replace(/\n/g, "<br>")}</p>${link}`));
    } catch (error) {
      next(error);
    }
  });
  return routes;
}

/** Where the adapters post: CHANNELS_URL, else this app's own simulator (the gateway's host rule). */
export function channelsUrlFor(env: NodeJS.ProcessEnv, gatewayBase: string): string {
  return env.CHANNELS_URL ?? gatewayBase.replace(/\/simulators\/gateway$/, CHANNEL_SIMULATOR_PATH);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
