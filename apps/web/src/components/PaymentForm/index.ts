export { PaymentForm } from "./PaymentForm.tsx";
export { OrderTotals } from "./OrderTotals.tsx";
export type { PaymentAttempt, PaymentFormMode, PaymentFormProps, PaymentOutcome, PaymentTotals } from "./types.ts";
export { useFollowRedirect } from "./useFollowRedirect.ts";
