import { z } from "zod";

import { MODULES } from "./modules.ts";

export { MODULES };
export const ZModule = z.enum(MODULES);
export type TModule = z.infer<typeof ZModule>;

/** Every module-scoped request names the module it acts in. */
export const ZModuleScoped = z.object({ module: ZModule });

export const ZId = z.coerce.number().int().positive();

/**
 * An id in a path whose every failure means "no such record": anything but a positive int4 is
 * refused with that one message (400), never a crash.
 */
export function recordIdWithMessage(message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });
}
