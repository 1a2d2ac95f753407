/**
 * A company's time zone (docs/product/reports-and-time-zones.md): an IANA name, set on the company's dates
 * settings. Null takes the zone of the company above (a school its district's).
 */
import { z } from "zod";
import { ZId } from "../common.ts";

export const TIME_ZONE_MESSAGES = {
  notAZone: "Please choose a time zone from the list, such as America/Chicago.",
  saved: "Saved",
} as const;

/** An IANA name as written ("America/Chicago", "America/Argentina/Buenos_Aires") or "UTC". */
const IANA_NAME = /^(UTC|[A-Z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+)+)$/;

/** True for an IANA zone name Intl knows; abbreviations ("EST") and other spellings are refused. */
export function isTimeZone(name: string): boolean {
  if (!IANA_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZone = z
  .string({ error: TIME_ZONE_MESSAGES.notAZone })
  .trim()
  .refine(isTimeZone, TIME_ZONE_MESSAGES.notAZone);

/** The company whose zone: one of the actor's subtree, the actor's own when absent. */
export const ZTimeZoneGetRequestSchema = z.object({ companyId: ZId.optional() });
export type TTimeZoneGetRequest = z.infer<typeof ZTimeZoneGetRequestSchema>;

/** `timeZone` null (or empty) clears the company's own zone: it takes the one above again. */
export const ZTimeZoneSetRequestSchema = z.object({
  companyId: ZId.optional(),
  timeZone: z.union([z.literal("").transform(() => null), z.null(), ZTimeZone], { error: TIME_ZONE_MESSAGES.notAZone }),
});
export type TTimeZoneSetRequest = z.infer<typeof ZTimeZoneSetRequestSchema>;
