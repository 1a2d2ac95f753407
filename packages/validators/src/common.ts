import { z } from "zod";

import { MODULES } from "./modules.ts";

export { MODULES };
export const ZModule = z.enum(MODULES);
export type TModule = z.infer<typeof ZModule>;

/** Every module-scoped request names the module it acts in. */
export const ZModuleScoped = z.object({ module: ZModule });

export const ZId = z.coerce.number().int().positive();
