export { PaymentForm } from "./PaymentForm.tsx";
export type { PaymentFormMode, PaymentFormProps, PaymentOutcome, PaymentTotals } from "./types.ts";
