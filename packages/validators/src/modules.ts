/**
 * The five modules, taken from the first URL segment. In a file without zod so the web app's
 * first download (the shell) can use the list without the schema library.
 */
export const MODULES = ["school", "vendor", "business", "parent", "control"] as const;
