/**
 * One office cashier at the virtual terminal, over HTTP as the web app calls the server: each
 * line put in the staff member's terminal cart (`PUT /pay/put/{itemId}`), then the cart paid
 * (`POST /pay/process/terminal-cart` with the payment object and an idempotency key). Plain
 * `node:http` with one keep-alive agent per cashier (a browser's connections), two sockets so a
 * double click really is two requests at once.
 */
import http from "node:http";
import { paymentObject, type PlannedOrder } from "./mix.ts";

export interface HttpAnswer {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

export interface AppClient {
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<HttpAnswer>;
  close(): void;
}

export function appClient(baseUrl: string, cookie: string): AppClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const url = new URL(baseUrl);
  return {
    request: (method, path, body, headers = {}) =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            method,
            path,
            agent,
            headers: {
              cookie,
              accept: "application/json",
              ...(payload ? { "content-type": "application/json", "content-length": String(payload.length) } : {}),
              ...headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => {
              const text = Buffer.concat(chunks).toString("utf8");
              let parsed: Record<string, unknown>;
              try {
                parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
              } catch {
                parsed = { unparsed: text.slice(0, 300) };
              }
              resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - started });
            });
            res.on("error", reject);
          },
        );
        req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${path} timed out after 60 s`)));
        req.on("error", reject);
        req.end(payload);
      }),
    close: () => agent.destroy(),
  };
}

export const ADD_PATH = (itemId: number) => `/pay/put/${itemId}`;
export const PAY_PATH = "/pay/process/terminal-cart";
export const CLEAR_PATH = "/school/vtcart/clear";

export function addBody(quantity: number) {
  // As the page's form posts it: text fields.
  return { student_id: "NA", quantity: String(quantity) };
}

export function payBody(order: PlannedOrder, k: number, key: string) {
  return { ...paymentObject(order.method, k), idempotency_key: key };
}
