export { Logo } from "./Logo.tsx";
