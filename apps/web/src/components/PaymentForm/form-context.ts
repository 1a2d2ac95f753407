import type { UseFormReturnType } from "@mantine/form";
import type { PaymentFormValues } from "./types.ts";

/** The payment form as its sections receive it. */
export type PaymentFormApi = UseFormReturnType<PaymentFormValues>;
