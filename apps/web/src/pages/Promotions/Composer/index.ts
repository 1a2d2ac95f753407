export { Composer } from "./Composer.tsx";
export type { ComposerForm } from "./composer-form.ts";
export { useConnections } from "./useConnections.ts";
