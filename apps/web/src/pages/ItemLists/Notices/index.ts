export { Notices, type DraftCheckState, type DraftProblem } from "./Notices.tsx";
