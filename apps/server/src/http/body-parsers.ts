import express, { type RequestHandler } from "express";
import { markJsonWithoutEscapes } from "./malformed-text.ts";

/** Methods whose requests are answered without reading a body (the shims and tRPC queries). */
const BODILESS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * JSON and form bodies (1 MB; images have their own raw parser, routes/images.ts), parsed only for
 * methods that carry one: a GET skips both parsers and their content-type checks.
 */
export function bodyParsers(): RequestHandler {
  const json = express.json({ limit: "1mb", verify: markJsonWithoutEscapes });
  const form = express.urlencoded({ extended: true, limit: "1mb" });
  return (req, res, next) => {
    if (BODILESS.has(req.method)) return next();
    json(req, res, (error?: unknown) => (error ? next(error) : form(req, res, next)));
  };
}
