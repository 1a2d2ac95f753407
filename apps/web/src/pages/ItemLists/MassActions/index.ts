export { ConfirmDeleteModal } from "./ConfirmDeleteModal.tsx";
export { MassActions, type MassAction } from "./MassActions.tsx";
