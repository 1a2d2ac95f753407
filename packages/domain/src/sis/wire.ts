/**
 * Small helpers the plugin mappings share: headers read case-insensitively, JSON read without
 * throwing, answers built in one line.
 */
import type { SisHttpAnswer, SisHttpRequest } from "./types.ts";

export function header(request: Pick<SisHttpRequest, "headers">, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(request.headers)) if (key.toLowerCase() === wanted) return value;
  return null;
}

export function parseJsonObject(text: string | null): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text ?? "");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function jsonAnswer(status: number, body: unknown): SisHttpAnswer {
  return { status, contentType: "application/json", body: JSON.stringify(body) };
}

export const asText = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** The path without its query string, and the query read. */
export function splitPath(path: string): { pathname: string; query: URLSearchParams } {
  const at = path.indexOf("?");
  return at < 0 ? { pathname: path, query: new URLSearchParams() } : { pathname: path.slice(0, at), query: new URLSearchParams(path.slice(at + 1)) };
}

/** "Bearer abc" → "abc". */
export function bearerToken(request: Pick<SisHttpRequest, "headers">): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header(request, "authorization") ?? "");
  return match ? match[1]! : null;
}

export function isAnswerOk(answer: SisHttpAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

/** What a failed answer says, for the curl log and the postback's last error. */
export function httpFailure(answer: SisHttpAnswer, detail: string | null): string {
  return `HTTP ${answer.status}${detail ? `: ${detail}` : ""}`;
}
