import { ZPaymentObject } from "@paydesk/validators";

const PAYMENT_FIELDS = Object.keys(ZPaymentObject.shape);

/** The payment object's own fields of a procedure input, for the service to judge in full. */
export function paymentFieldsOf(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([field]) => PAYMENT_FIELDS.includes(field)));
}
