export { AccountStructurePage } from "./AccountStructurePage.tsx";
