import { EventEmitter } from "node:events";
import { Writable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { loggedUrl, requestLog } from "./request-log.ts";

/** A logger at `level` writing its JSON lines into `lines`. */
function capturingLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger(level, sink), lines };
}

/** Runs the middleware for one request, then lets the response finish (or be abandoned). */
function answer(log: ReturnType<typeof requestLog>, request: Partial<Request>, status: number, finished = true) {
  const res = Object.assign(new EventEmitter(), { statusCode: status, writableFinished: finished });
  let passed = false;
  log(request as Request, res as unknown as Response, (() => void (passed = true)) as NextFunction);
  res.emit("close");
  return passed;
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe("requestLog", () => {
  it("logs one line per request with method, path and status, never the query string or any header", async () => {
    const { logger, lines } = capturingLogger("info");
    const log = requestLog(logger);
    const headers = { cookie: "pd_session=secret-token", authorization: "Bearer pdk_x_y" };
    expect(answer(log, { method: "GET", originalUrl: "/login/reset?token=secret-reset&email=a@b.test", headers }, 200)).toBe(
      true,
    );
    await flush();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { method: "GET", url: "/login/reset" },
      res: { statusCode: 200 },
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ["secret-token", "pdk_x_y", "secret-reset", "a@b.test", "headers"]) expect(text).not.toContain(secret);
  });

  it("logs 4xx at warn, 5xx at error, and a response the client abandoned as aborted", async () => {
    const { logger, lines } = capturingLogger("info");
    const log = requestLog(logger);
    answer(log, { method: "POST", originalUrl: "/login" }, 401);
    answer(log, { method: "GET", originalUrl: "/trpc/x" }, 500);
    answer(log, { method: "GET", originalUrl: "/slow" }, 200, false);
    await flush();
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [40, "request completed"],
      [50, "request completed"],
      [30, "request aborted"],
    ]);
    expect(new Set(lines.map((l) => (l.req as { id: number }).id)).size).toBe(3);
  });

  it("never writes a reset token, a receipt token or an e-mail address of the path", async () => {
    const { logger, lines } = capturingLogger("info");
    const log = requestLog(logger);
    const token = "Q2hhbmdlLW1lLTEyMzQ1Njc4OTBhYmNkZWZnaGlqaw";
    answer(log, { method: "GET", originalUrl: `/login/reset/${token}` }, 200);
    answer(log, { method: "GET", originalUrl: `/pay/receipt/42/${token}/view` }, 200);
    answer(log, { method: "POST", originalUrl: "/pay/receipt/42/pat.parker%40example.org/send" }, 200);
    await flush();
    expect(lines.map((l) => (l.req as { url: string }).url)).toEqual([
      "/login/reset/[redacted]",
      "/pay/receipt/42/[redacted]/view",
      "/pay/receipt/42/[redacted]/send",
    ]);
    const text = JSON.stringify(lines);
    for (const secret of [token, "pat.parker", "example.org"]) expect(text).not.toContain(secret);
  });

  it("writes nothing below the logger's level", async () => {
    const { logger, lines } = capturingLogger("warn");
    answer(requestLog(logger), { method: "GET", originalUrl: "/healthz" }, 200);
    await flush();
    expect(lines).toEqual([]);
  });
});

describe("loggedUrl", () => {
  it.each([
    ["a plain path is kept", "/school/items/list", "/school/items/list"],
    ["the query string is dropped", "/login/reset?token=abc&email=a@b.test", "/login/reset"],
    ["a reset token, however short", "/login/reset/abc", "/login/reset/[redacted]"],
    ["a guest's order summary token", "/pay/order-summary/17/shorttoken", "/pay/order-summary/17/[redacted]"],
    ["a receipt token (view)", "/pay/receipt/17/tok/view", "/pay/receipt/17/[redacted]/view"],
    ["a receipt token (PDF)", "/pay/receipt/17/tok/view.pdf", "/pay/receipt/17/[redacted]/view.pdf"],
    ["the receipt e-mail address", "/pay/receipt/17/a@b.test/send", "/pay/receipt/17/[redacted]/send"],
    ["the staff receipt paths name no secret", "/pay/receipt/17/view", "/pay/receipt/17/view"],
    ["an e-mail address in any other path", "/x/someone%40example.org/y", "/x/[redacted]/y"],
    ["a token-shaped segment in any other path", "/x/AbCdEf0123456789ghIJ_-k/y", "/x/[redacted]/y"],
    ["long words without digits are not tokens", "/school/postbacks/1/post-back-transaction", "/school/postbacks/1/post-back-transaction"],
  ])("%s", (_, url, expected) => {
    expect(loggedUrl(url)).toBe(expected);
  });
});

describe("createLogger", () => {
  it("redacts cookies, authorization and password, card and token fields", async () => {
    const { logger, lines } = capturingLogger("info");
    logger.info({
      req: { headers: { cookie: "pd_session=abc", authorization: "Bearer k" } },
      res: { headers: { "set-cookie": "pd_session=def" } },
      body: { password: "p1", new_password: "p2", card_number: "4111111111111111", token: "t" },
    });
    await flush();
    const text = JSON.stringify(lines[0]);
    for (const secret of ["abc", "Bearer k", "def", "p1", "p2", "4111111111111111", '"t"']) expect(text).not.toContain(secret);
    expect(text).toContain("[redacted]");
  });

  it("redacts the payment object's card fields, also one level down", async () => {
    const { logger, lines } = capturingLogger("info");
    const payment = { cc_pan: "4111111111111111", cc_cv: "739", magtrack1: "%B4111111111111111^PAYER/PAT^3012?", magtrack2: ";4111111111111111=3012?" };
    logger.info({ payment, input: { body: payment }, gateway: { card: { number: "5555555555554444", security_code: "739" } } });
    await flush();
    const text = JSON.stringify(lines[0]);
    for (const secret of ["4111111111111111", "5555555555554444", '"739"', "%B4111"]) expect(text).not.toContain(secret);
  });

  it("masks a card number anywhere in a line (an error's message), keeping the last four and pino's time", async () => {
    const { logger, lines } = capturingLogger("info");
    logger.error({ err: new Error("charge failed for 4111111111111111") }, "card 378282246310005 refused; order 1234567890123 kept");
    await flush();
    const text = JSON.stringify(lines[0]);
    expect(text).not.toContain("4111111111111111");
    expect(text).not.toContain("378282246310005");
    expect(text).toContain("••••1111");
    expect(text).toContain("••••0005");
    // Not a card number (fails Luhn): left as it is.
    expect(text).toContain("1234567890123");
    expect(typeof lines[0]!.time).toBe("number");
  });
});
