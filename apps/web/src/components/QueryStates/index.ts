export { QueryStates } from "./QueryStates.tsx";
