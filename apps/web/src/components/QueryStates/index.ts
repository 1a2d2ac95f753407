export { QueryStates } from "./QueryStates.tsx";
export { StaleContent } from "./StaleContent.tsx";
