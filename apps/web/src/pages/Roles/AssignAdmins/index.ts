export { AssignAdminsModal, type AssignTarget } from "./AssignAdminsModal.tsx";
export { AssignPromptModal } from "./AssignPromptModal.tsx";
export { RevokeRoleModal } from "./RevokeRoleModal.tsx";
