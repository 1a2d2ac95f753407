import type { Context } from "@paydesk/api";
import type { Db } from "@paydesk/db";
import { resolveApiKey, resolveSession, systemClock, type MailTransport } from "@paydesk/services";
import type { Request, Response } from "express";
import { guestCartCookieJar, guestCartKeyOf } from "./guest-cart-cookie.ts";
import { SESSION_COOKIE, sessionCookieJar } from "./session-cookie.ts";

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Who is calling: a Bearer API key (internal tools) or the session cookie (browsers). Resolved once
 * per request and kept on res.locals, so the shims and tRPC share it.
 */
export interface ContextDependencies {
  db: Db;
  mail: MailTransport;
  appUrl: string;
  secureCookies: boolean;
}

export async function requestContext(deps: ContextDependencies, req: Request, res: Response): Promise<Context> {
  const cached = res.locals.context as Context | undefined;
  if (cached) return cached;
  const { db, mail, appUrl, secureCookies } = deps;
  const base = {
    db,
    mail,
    appUrl,
    ip: req.ip ?? null,
    userAgent: req.get("user-agent") ?? null,
    cookies: sessionCookieJar(req, res, secureCookies),
    guestCartKey: guestCartKeyOf(req),
    guestCartCookie: guestCartCookieJar(req, res, secureCookies),
    now: systemClock,
  };
  let context: Context = { ...base, actor: null, session: null, authMethod: null };

  const bearer = BEARER.exec(req.get("authorization") ?? "")?.[1];
  if (bearer) {
    const actor = await resolveApiKey(db, bearer);
    if (actor) context = { ...base, actor, session: null, authMethod: "api_key" };
  } else {
    const token = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
    const resolved = token ? await resolveSession(db, token) : null;
    if (resolved) context = { ...base, actor: resolved.actor, session: resolved.session, authMethod: "session" };
  }
  res.locals.context = context;
  return context;
}
