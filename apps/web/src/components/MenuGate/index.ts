export { MenuGate } from "./MenuGate.tsx";
