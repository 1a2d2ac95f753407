export { ParentHome } from "./ParentHome.tsx";
