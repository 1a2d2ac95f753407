import path from "node:path";
import { fileURLToPath } from "node:url";
import { isDemoMode } from "@paydesk/domain";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface ServerConfig {
  port: number;
  host: string;
  /** The built web app (apps/web/dist); absent in API-only runs. */
  webDist: string;
  logLevel: string;
  /** Mark cookies Secure: on when served over HTTPS (directly or behind a proxy). */
  secureCookies: boolean;
  /** Express `trust proxy`: set when a load balancer forwards X-Forwarded-For. */
  trustProxy: string | false;
  /** The public origin, for links in e-mails (APP_URL; default http://localhost:PORT). */
  appUrl: string;
  /**
   * Demo data and simulators (docs/product/demo-and-production.md:
   * PAYDESK_DEMO, else not under NODE_ENV=production).
   */
  demo: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    host: env.HOST ?? "0.0.0.0",
    webDist: env.WEB_DIST ?? path.join(REPO_ROOT, "apps", "web", "dist"),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    secureCookies: env.COOKIE_SECURE === "true",
    trustProxy: env.TRUST_PROXY || false,
    demo: isDemoMode(env),
  };
}
