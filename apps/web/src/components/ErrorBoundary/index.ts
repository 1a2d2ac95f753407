export { ErrorBoundary } from "./ErrorBoundary.tsx";
export { ErrorFallback } from "./ErrorFallback.tsx";
export { RouteError } from "./RouteError.tsx";
