export { ResetLinkModal } from "./ResetLinkModal.tsx";
