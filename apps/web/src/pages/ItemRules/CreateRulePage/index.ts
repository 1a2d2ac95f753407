export { CreateRulePage } from "./CreateRulePage.tsx";
