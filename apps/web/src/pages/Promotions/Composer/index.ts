export { Composer, type ComposerForm } from "./Composer.tsx";
export { useConnections } from "./useConnections.ts";
