/**
 * The curl log of a postback (post-back-transaction answers `curl_log`, docs/product/control-area.md): the
 * request as a curl command and the answer under it, for support staff to read or replay.
 * Credentials are masked; a postback carries nothing of a card (the payment reference, fee,
 * student and amount only), so nothing else needs masking.
 */
import type { SisHttpAnswer, SisHttpRequest } from "./types.ts";

const SECRET_HEADERS = new Set(["authorization", "x-api-key"]);
const MASK = "********";

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function maskedBody(body: string): string {
  return body
    .replace(/(api_key=)[^&]*/g, `$1${MASK}`)
    .replace(/(<APIKey>)[^<]*(<\/APIKey>)/g, `$1${MASK}$2`);
}

function maskedHeader(name: string, value: string): string {
  if (!SECRET_HEADERS.has(name.toLowerCase())) return value;
  return /^Bearer\s/i.test(value) ? `Bearer ${MASK}` : MASK;
}

export function curlLog(baseUrl: string, request: SisHttpRequest, answer: SisHttpAnswer | null, error: string | null): string {
  const lines = [`curl -X ${request.method} ${shellQuote(`${baseUrl.replace(/\/$/, "")}${request.path}`)}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`  -H ${shellQuote(`${name}: ${maskedHeader(name, value)}`)}`);
  if (request.body !== null) lines.push(`  --data ${shellQuote(maskedBody(request.body))}`);
  const command = lines.join(" \\\n");
  const outcome = answer ? `< HTTP ${answer.status}\n< content-type: ${answer.contentType}\n\n${answer.body}` : `! ${error ?? "no answer"}`;
  return `${command}\n\n${outcome}`;
}
