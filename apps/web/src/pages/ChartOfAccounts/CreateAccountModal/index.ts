export { CreateAccountModal } from "./CreateAccountModal.tsx";
