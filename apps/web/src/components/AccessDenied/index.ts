export { AccessDenied } from "./AccessDenied.tsx";
