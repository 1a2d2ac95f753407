import { z } from "zod";

/** The five modules, taken from the first URL segment. */
export const MODULES = ["school", "vendor", "business", "parent", "control"] as const;
export const ZModule = z.enum(MODULES);
export type TModule = z.infer<typeof ZModule>;

/** Every module-scoped request names the module it acts in. */
export const ZModuleScoped = z.object({ module: ZModule });

export const ZId = z.coerce.number().int().positive();
