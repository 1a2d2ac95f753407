import { describeError } from "../errors.ts";
import { appRouter, type createCaller } from "../root.ts";
import type { ShimRequest, ShimRoute } from "./types.ts";

type Caller = ReturnType<typeof createCaller>;

export interface ShimResponse {
  status: number;
  body: Record<string, unknown>;
  /** A crash (500): the error itself, for the server's log; the body says only the generic message. */
  crash?: unknown;
}

/** Find a procedure on a caller by its dotted path. */
export function procedureOf(caller: Caller, path: string): (input: unknown) => Promise<unknown> {
  // The caller is a proxy that answers every path with a function: ask the router itself.
  if (!(path in appRouter._def.procedures)) throw new Error(`shim names unknown procedure ${path}`);
  let node: unknown = caller;
  for (const key of path.split(".")) node = (node as Record<string, unknown>)[key];
  if (typeof node !== "function") throw new Error(`shim names unknown procedure ${path}`);
  return node as (input: unknown) => Promise<unknown>;
}

/** Run one shim: map the request, call the procedure, answer as docs/product/documented-calls.md says. */
export async function runShim(route: ShimRoute<never>, caller: Caller, req: ShimRequest): Promise<ShimResponse> {
  try {
    const result = await procedureOf(caller, route.procedure)(route.input(req));
    const refused = route.refusal?.(result as never);
    if (refused) return { status: refused.status, body: { status: "error", ...refused.body } };
    return { status: 200, body: { status: "success", ...route.output(result as never) } };
  } catch (error) {
    const described = describeError(error);
    const body: Record<string, unknown> = { status: "error", ...(described.code ? { code: described.code } : {}), message: described.message };
    if (described.fieldErrors) body.errors = renameFields(described.fieldErrors, route.fieldNames ?? {});
    if (route.errorFields) Object.assign(body, route.errorFields(described, req));
    return { status: described.status, body, ...(described.status === 500 ? { crash: error } : {}) };
  }
}

function renameFields(errors: Record<string, string>, names: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [names[field] ?? field, message]));
}
