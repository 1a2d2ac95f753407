/**
 * What a generic test can learn about a shim from the table alone, without per-shim code: the
 * parameters of its path, the query and body fields its input mapping reads, and which procedure
 * input field each of those values ends up in (so `:id` of the chart-of-accounts calls is known
 * to be a `coaId`, and `:id` of the totals call an `itemId`).
 */
import type { ShimRequest, ShimRoute } from "@paydesk/api";
import { MODULES, type TModule } from "@paydesk/validators";

/** The `:name` parameters of an Express path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
}

/** The path with each `:name` replaced by its value, as given (encode it first); a missing value is an error. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return value;
  });
}

/** The module a path is fixed to (`/control/…`), "param" for `/:module/…`, or null (`/api/…`, `/login`). */
export function pathModule(path: string): TModule | "param" | null {
  const first = path.split("/")[1] ?? "";
  if (first === ":module") return "param";
  return (MODULES as readonly string[]).includes(first) ? (first as TModule) : null;
}

export interface ShimProbe {
  /** Query and body keys the input mapping reads (top level). */
  queryKeys: string[];
  bodyKeys: string[];
  /** Where each read value lands in the procedure's input: `path:id` → "coaId", `body:user` → "userId". */
  fields: Map<string, string>;
}

/** Path values that are words, not ids: the probe cannot use a number for them. */
export const WORD_PARAMS: Record<string, string> = {
  module: "school",
  target: "company",
  // Receipts: a token and an e-mail address in the path (a wrong token reads as an unknown order).
  token: "not-the-receipt-token",
  email: "someone@example.test",
  // The account setting the image terms page posts, and an image plan to upgrade to.
  setting: "image_terms",
  plan: "plus",
};

const SENTINEL_BASE = 987_650_000;

/**
 * Run the shim's input mapping twice, once with recording objects to learn which keys it reads,
 * then with a distinct number in every read key and path parameter to learn where each lands.
 */
export function probeShim(route: ShimRoute<never>): ShimProbe {
  const read = { query: new Set<string>(), body: new Set<string>() };
  const recorder = (keys: Set<string>) =>
    new Proxy({} as Record<string, unknown>, {
      get(_target, key) {
        if (typeof key === "string") keys.add(key);
        return undefined;
      },
    });
  const params = Object.fromEntries(pathParams(route.path).map((name) => [name, WORD_PARAMS[name] ?? "1"]));
  route.input({ params, query: recorder(read.query), body: recorder(read.body), homeModule: "school" });

  const sentinels = new Map<string, string>();
  const next = () => String(SENTINEL_BASE + sentinels.size);
  const fill = (source: string, names: Iterable<string>, skip: Record<string, string> = {}) =>
    Object.fromEntries(
      [...names].map((name) => {
        if (skip[name] !== undefined) return [name, skip[name]];
        const value = next();
        sentinels.set(value, `${source}:${name}`);
        return [name, value];
      }),
    );
  const request: ShimRequest = {
    params: fill("path", pathParams(route.path), WORD_PARAMS) as Record<string, string>,
    query: fill("query", read.query),
    body: fill("body", read.body),
    homeModule: "school",
  };
  const fields = new Map<string, string>();
  collect(route.input(request), undefined, (field, value) => {
    const source = sentinels.get(String(value));
    if (source && !fields.has(source)) fields.set(source, field);
  });
  return { queryKeys: [...read.query], bodyKeys: [...read.body], fields };
}

/** Every leaf value with the nearest object key above it. */
function collect(value: unknown, field: string | undefined, found: (field: string, value: unknown) => void): void {
  if (Array.isArray(value)) for (const entry of value) collect(entry, field, found);
  else if (value && typeof value === "object") for (const [key, entry] of Object.entries(value)) collect(entry, key, found);
  else if (field !== undefined) found(field, value);
}
