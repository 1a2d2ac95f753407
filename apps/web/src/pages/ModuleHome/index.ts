export { ModuleHome } from "./ModuleHome.tsx";
