import { z } from "zod";

/**
 * A yes/no field as the legacy forms post it ("1", "yes", "on", "true") or JSON sends it; absent
 * or anything else is no.
 */
export const ZFormFlag = z
  .union([z.boolean(), z.number(), z.string()])
  .optional()
  .transform((value) => value === true || value === 1 || (typeof value === "string" && ["1", "true", "yes", "on"].includes(value.trim().toLowerCase())));
