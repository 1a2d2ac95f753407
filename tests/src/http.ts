/**
 * The real Express app (createApp) on a loopback port, against the test database, for HTTP
 * contract tests. Requests go through the network stack; cookies are handled by hand so each
 * test says exactly what it sends.
 *
 * Each server's requests come from their own loopback address (127.x.y.z): sign-in failures are
 * also counted per client address, and test files sharing one database must not use up each
 * other's allowance. A test can still choose the address (`clientIp`).
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "@paydesk/db";
import { CHANNEL_SIMULATOR_PATH, configureChannelsUrl } from "@paydesk/services";
import { createApp } from "@paydesk/server/app";
import { createLogger } from "@paydesk/server/logger";

type Logger = ReturnType<typeof createLogger>;

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 — also the Origin of same-site requests. */
  origin: string;
  /** The loopback address this server's requests come from by default. */
  clientIp: string;
  request(pathname: string, init?: TestRequestInit): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestRequestInit {
  method?: "GET" | "POST" | "PUT";
  /** Sent as JSON unless `form` or `body` is set. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as is (set the content-type header yourself). */
  body?: string | Buffer;
  /** The session cookie value to send (the `pd_session` token). */
  session?: string;
  headers?: Record<string, string>;
  /** The loopback address to send from (default: the server's clientIp). */
  clientIp?: string;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined when the body is not JSON. */
  body: Record<string, unknown> | undefined;
  text: string;
  setCookies: string[];
}

export const SESSION_COOKIE = "pd_session";

/** A random loopback address of its own for each test server (Linux routes all of 127/8 to lo). */
export function uniqueLoopbackIp(): string {
  const [a, b, c] = randomBytes(3);
  return `127.${(a! % 254) + 1}.${b}.${(c! % 254) + 1}`;
}

/** `demo: false` serves as production does (docs/product/demo-and-production.md): no simulator is mounted. */
export async function startTestServer(db: Db, options: { logger?: Logger; demo?: boolean } = {}): Promise<TestServer> {
  const app = createApp({
    db,
    // A test that checks what the server logs passes its own (createLogger with a capturing stream).
    logger: options.logger ?? createLogger("silent"),
    // No built web app: only the API surface is under test here.
    config: {
      webDist: path.join(tmpdir(), "paydesk-no-web-dist"),
      secureCookies: false,
      trustProxy: false,
      appUrl: "http://localhost:3000",
      demo: options.demo ?? true,
    },
  });
  const server: Server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  // As main.ts: promotion channels are this server's own channel simulator.
  configureChannelsUrl(`${origin}${CHANNEL_SIMULATOR_PATH}`);
  const clientIp = uniqueLoopbackIp();

  return {
    origin,
    clientIp,
    request(pathname, init = {}) {
      const headers: Record<string, string> = { accept: "application/json", ...init.headers };
      let body = init.body;
      if (init.form) {
        headers["content-type"] = "application/x-www-form-urlencoded";
        body = new URLSearchParams(init.form).toString();
      } else if (init.json !== undefined) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(init.json);
      }
      if (init.session) headers.cookie = `${SESSION_COOKIE}=${init.session}`;
      if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
      const method = init.method ?? (body !== undefined ? "POST" : "GET");
      return send({ port, path: pathname, method, headers, body, localAddress: init.clientIp ?? clientIp });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(options: {
  port: number;
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  localAddress: string;
}): Promise<TestResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: options.port, path: options.path, method: options.method, headers: options.headers, localAddress: options.localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
          }
          let parsed: Record<string, unknown> | undefined;
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers, body: parsed, text, setCookies: res.headers["set-cookie"] ?? [] });
        });
      },
    );
    req.on("error", reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** The session cookie a response sets: its value and attributes (names lower-cased). */
export function sessionCookie(res: TestResponse): { value: string; attributes: Map<string, string> } | null {
  const raw = res.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!raw) return null;
  const [pair, ...rest] = raw.split(";");
  const attributes = new Map<string, string>();
  for (const part of rest) {
    const [key, ...value] = part.trim().split("=");
    attributes.set(key!.toLowerCase(), value.join("="));
  }
  return { value: decodeURIComponent(pair!.slice(SESSION_COOKIE.length + 1)), attributes };
}

/** Sign in through POST /login (from `clientIp`, if given) and return the session cookie's value. */
export async function signInOverHttp(server: TestServer, email: string, password: string, options: { clientIp?: string } = {}): Promise<string> {
  const res = await server.request("/login", { json: { email, password }, ...options });
  const cookie = sessionCookie(res);
  if (res.status !== 200 || !cookie) throw new Error(`sign-in as ${email} failed: ${res.status} ${res.text}`);
  return cookie.value;
}

/** A multipart/form-data body of text fields and one file, as a browser's FormData sends it (upload shims). */
export function multipartBody(fields: Record<string, string>, file: { field: string; name: string; type: string; content: string }) {
  const boundary = `----paydesk${Math.random().toString(36).slice(2)}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.content}\r\n`,
  );
  return { body: `${parts.join("")}--${boundary}--\r\n`, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
