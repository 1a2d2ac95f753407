/**
 * The readiness check of the builder (docs/product/items-and-fees.md, Readiness): the domain's rules, fed
 * from the form. The check must answer for a half-filled form too, so what the form schema refuses becomes a
 * named-input problem, and the rules run on whatever could be read.
 */
import { checkItemReadiness, type ItemReadinessDraft, type Readiness } from "@paydesk/domain";
import {
  ZCustomFieldInput,
  ZItemFormSchema,
  ZLenientReadinessFields,
  type TCheckReadinessRequest,
  type TCustomFieldInput,
} from "@paydesk/validators";

/** The fields readiness reads, as the saved item will hold them. */
export type ReadinessFields = Pick<
  ItemReadinessDraft,
  "description" | "amountType" | "amountCents" | "feeType" | "feeCents" | "availableToUsers" | "disableGuest" | "visible"
> & { coaId: number | null; customFields: readonly TCustomFieldInput[] };

export function readinessDraftOf(fields: ReadinessFields, inputErrors?: Record<string, string>): ItemReadinessDraft {
  return {
    description: fields.description,
    chartOfAccountsId: fields.coaId,
    amountType: fields.amountType,
    amountCents: fields.amountCents,
    feeType: fields.feeType,
    feeCents: fields.feeCents,
    availableToUsers: fields.availableToUsers,
    disableGuest: fields.disableGuest,
    visible: fields.visible,
    customFields: fields.customFields,
    inputErrors,
  };
}

function firstMessages(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) messages[issue.path.map(String).join(".") || "_form"] ??= issue.message;
  return messages;
}

export function checkFormReadiness(input: TCheckReadinessRequest): Readiness {
  const parsed = ZItemFormSchema.safeParse(input);
  if (parsed.success) return checkItemReadiness(readinessDraftOf(parsed.data));
  const lenient = ZLenientReadinessFields.parse(input);
  const customFields = lenient.customFields.flatMap((field) => {
    const read = ZCustomFieldInput.safeParse(field);
    return read.success ? [read.data] : [];
  });
  return checkItemReadiness(readinessDraftOf({ ...lenient, customFields }, firstMessages(parsed.error)));
}
