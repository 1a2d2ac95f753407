/**
 * tRPC's transformer: superjson, with two shortcuts that change no answer.
 * - Inputs are read in place: the input was parsed for this one request and nothing else holds
 *   it, so superjson's deep copy of it bought nothing (for a 500-row upload chunk, the copy and
 *   its garbage were ~1 ms of the app's CPU per post, the student bench).
 * - An answer made only of what JSON carries as it is (strings, finite numbers, booleans, null,
 *   plain arrays and objects, no undefined) is sent as `{ json: answer }`, which is what superjson
 *   makes of it, without superjson's walk: that walk visits every value with a path and a lookup
 *   of registered classes, and was ~0.8 ms of the app's CPU for the 500 `{id, errors}` answered to
 *   each upload chunk (the student bench). Anything else (a Date, a BigInt, a Map, undefined, NaN,
 *   a class instance) goes through superjson as before. An object met twice is then sent twice,
 *   not as one shared reference; no answer of ours relies on sharing.
 */
import superjson, { type SuperJSONResult, type SuperJSONValue } from "superjson";

/** Whether `value` is JSON as it is: what superjson serializes with no meta at all. */
export function isPlainJson(value: unknown): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0);
    case "object": {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!(i in value) || !isPlainJson(value[i])) return false;
        return true;
      }
      const prototype = Object.getPrototypeOf(value) as unknown;
      if (prototype !== Object.prototype && prototype !== null) return false;
      for (const key in value) {
        // superjson refuses these keys (prototype pollution): let it.
        if (key === "__proto__" || key === "constructor" || key === "prototype") return false;
        if (!isPlainJson((value as Record<string, unknown>)[key])) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

export function serializeAnswer(value: unknown): SuperJSONResult {
  return isPlainJson(value) ? { json: value as SuperJSONResult["json"] } : superjson.serialize(value as SuperJSONValue);
}

export const transformer = {
  input: {
    serialize: (value: unknown) => superjson.serialize(value as SuperJSONValue),
    deserialize: (payload: unknown) => superjson.deserialize(payload as SuperJSONResult, { inPlace: true }),
  },
  output: {
    serialize: serializeAnswer,
    deserialize: (payload: unknown) => superjson.deserialize(payload as SuperJSONResult),
  },
};
