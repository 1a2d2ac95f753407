export { Toolbar } from "./Toolbar.tsx";
