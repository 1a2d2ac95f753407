export { PayLinkModal } from "./PayLinkModal.tsx";
export { TotalsModal } from "./TotalsModal.tsx";
