export { DeleteAccountsModal } from "./DeleteAccountsModal.tsx";
