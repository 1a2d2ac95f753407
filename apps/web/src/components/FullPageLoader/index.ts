export { FullPageLoader } from "./FullPageLoader.tsx";
