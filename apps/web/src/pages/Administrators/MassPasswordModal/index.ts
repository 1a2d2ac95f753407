export { MassPasswordModal } from "./MassPasswordModal.tsx";
