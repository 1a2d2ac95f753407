/**
 * The channel simulator (docs/product/dashboard-images-promotions.md): stands for the social page, mail,
 * marketing and short-post services, speaking the adapters' protocol over HTTP. Its state is the database's
 * `channel_outbox` (no memory of its own), so every process of the app, and the tests, see the same posts.
 * Each post is recorded once per idempotency key and answered with a local link, `/e/post/{id}` on the app, a
 * public page that shows it with its pay link.
 *
 * Failures on demand, so the product's failure messages are real paths:
 * - a message containing SIMULATED_FAILURE_MARKER ("#simulate-failure") fails on every channel;
 * - the Facebook connect with the access token SIMULATED_BAD_TOKEN ("bad-token") fails; any other
 *   token manages the SIMULATED_PAGES.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import type { Db, DbTx } from "@paydesk/db";
import { readBodyText } from "../../platform/request-body.ts";
import { CHANNEL_SIMULATOR_PATH } from "./endpoint.ts";

export const SIMULATED_FAILURE_MARKER = "#simulate-failure";
export const SIMULATED_BAD_TOKEN = "bad-token";
export const SIMULATED_PAGES = [
  { id: "sim-page-1", name: "Demo Page" },
  { id: "sim-page-2", name: "Demo Page Two" },
] as const;

const BODY_MAX_BYTES = 64 * 1024;
const TEXT_MAX = 10_000;

type DbChannel = "FACEBOOK" | "MAIL" | "MARKETING" | "SHORT";
interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** The public page of one recorded post. */
export function channelPostLink(publicUrl: string, id: number): string {
  return `${publicUrl.replace(/\/$/, "")}/e/post/${id}`;
}

const text = (value: unknown, max = TEXT_MAX): string | null => (typeof value === "string" && value.length <= max ? value : null);
const bad = (error: string): Answer => ({ status: 400, body: { error } });

interface Recorded {
  channel: DbChannel;
  target: string;
  subject: string | null;
}

/**
 * Record one post, once per idempotency key: a repeat (a retried send whose first answer was
 * lost) finds the first row and answers the same id and link.
 */
async function record(db: Db | DbTx, publicUrl: string, body: Record<string, unknown>, what: Recorded): Promise<Answer> {
  const key = text(body.idempotencyKey, 200);
  const message = text(body.message);
  if (!key || message === null) return bad("idempotencyKey and message are required");
  if (message.includes(SIMULATED_FAILURE_MARKER)) return { status: 503, body: { error: "simulated failure" } };
  const account = Number(text(body.account, 12));
  const companyId = Number.isInteger(account) && account > 0 ? account : null;
  await db.$executeRaw`
    INSERT INTO channel_outbox (channel, company_id, target, subject, message, pay_link, image_url, idempotency_key)
    SELECT ${what.channel}::"PromotionChannel", c.id, ${what.target}::text, ${what.subject}::text, ${message}::text,
           ${text(body.link, 2000)}::text, ${text(body.imageUrl, 2000)}::text, ${key}::text
    FROM (SELECT ${companyId}::int AS wanted) w LEFT JOIN companies c ON c.id = w.wanted
    ON CONFLICT (idempotency_key) DO NOTHING`;
  const row = await db.channelOutboxEntry.findUniqueOrThrow({ where: { idempotencyKey: key }, select: { id: true } });
  return { status: 200, body: { id: `${what.channel.toLowerCase()}-${row.id}`, permalink: channelPostLink(publicUrl, row.id) } };
}

type Route = (db: Db, publicUrl: string, body: Record<string, unknown>, params: string[]) => Promise<Answer>;

const ROUTES: [RegExp, Route][] = [
  [
    /^\/facebook\/oauth\/pages$/,
    async (_db, _url, body) => {
      const token = text(body.userAccessToken, 4000);
      if (!token || token === SIMULATED_BAD_TOKEN) return { status: 401, body: { error: "invalid access token" } };
      return { status: 200, body: { pages: SIMULATED_PAGES } };
    },
  ],
  [
    /^\/facebook\/pages\/([^/]+)\/feed$/,
    (db, url, body, [pageId]) => {
      const page = SIMULATED_PAGES.find((p) => p.id === decodeURIComponent(pageId!));
      if (!page) return Promise.resolve({ status: 404, body: { error: "no such page" } });
      return record(db, url, body, { channel: "FACEBOOK", target: `${page.name} (${page.id})`, subject: null });
    },
  ],
  [
    /^\/marketing\/lists$/,
    async (_db, _url, body) => (text(body.name, 200) ? { status: 200, body: { id: `list-${randomUUID()}` } } : bad("name is required")),
  ],
  [
    /^\/marketing\/campaigns$/,
    (db, url, body) => {
      const listId = text(body.listId, 200);
      if (!listId) return Promise.resolve(bad("listId is required"));
      const name = text(body.listName, 200) ?? listId;
      return record(db, url, body, { channel: "MARKETING", target: `list ${name}`, subject: text(body.subject, 500) });
    },
  ],
  [/^\/short\/statuses$/, (db, url, body) => record(db, url, body, { channel: "SHORT", target: "short-post account", subject: null })],
  [
    /^\/mail\/messages$/,
    (db, url, body) => {
      const recipients = Array.isArray(body.recipients) ? body.recipients.filter((r): r is string => typeof r === "string") : [];
      if (!recipients.length) return Promise.resolve(bad("recipients are required"));
      return record(db, url, body, { channel: "MAIL", target: recipients.join(", ").slice(0, 2000), subject: text(body.subject, 500) });
    },
  ],
];

/** Answer one call whose path is relative to the simulator's mount (e.g. "/short/statuses"). */
export async function answerChannelCall(db: Db, publicUrl: string, path: string, body: unknown): Promise<Answer> {
  if (!body || typeof body !== "object" || Array.isArray(body)) return bad("a JSON object body is required");
  for (const [pattern, route] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return route(db, publicUrl, body as Record<string, unknown>, match.slice(1));
  }
  return { status: 404, body: { error: "not_found" } };
}

function send(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, { "content-type": "application/json" });
  res.end(JSON.stringify(answer.body));
}

/** A node:http listener for POST {any prefix}/{channel}/…; the app mounts it at /simulators/channels. */
export function channelSimulatorListener(db: Db, publicUrl: string) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? "").split("?")[0]!.replace(new RegExp(`^${CHANNEL_SIMULATOR_PATH}`), "");
    if (req.method !== "POST") return send(res, { status: 404, body: { error: "not_found" } });
    readBodyText(req, BODY_MAX_BYTES)
      .then((raw) => {
        if (raw === null) return send(res, { status: 413, body: { error: "body too large" } });
        let body: unknown = null;
        try {
          body = JSON.parse(raw);
        } catch {
          // answered below as a bad body
        }
        return answerChannelCall(db, publicUrl, path, body).then((answer) => send(res, answer));
      })
      .catch(() => {
        if (!res.headersSent) send(res, { status: 500, body: { error: "simulator error" } });
        else res.destroy();
      });
  };
}

export interface RunningChannelSimulator {
  /** The base URL for configureChannelsUrl, e.g. http://127.0.0.1:41234/simulators/channels. */
  url: string;
  close(): Promise<void>;
}

/** A simulator of its own on an ephemeral loopback port (tests). */
export async function startChannelSimulator(db: Db, publicUrl: string): Promise<RunningChannelSimulator> {
  const server = createServer(channelSimulatorListener(db, publicUrl));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${CHANNEL_SIMULATOR_PATH}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
