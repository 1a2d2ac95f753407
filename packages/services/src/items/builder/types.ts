import type { Readiness } from "@paydesk/domain";
import type { FeeBehaviourName, ImageContentType, TItemForm } from "@paydesk/validators";

export interface CompanyPaymentDefaults {
  id: number;
  name: string;
  /** "Include tax" takes this rate. */
  defaultTaxHundredths: number;
  feeBehaviour: FeeBehaviourName;
  /** Shown and used when the fee behaviour is AlwaysAddFlat. */
  defaultItemFeeCents: number;
}

export interface ItemBuilderOptions {
  company: CompanyPaymentDefaults;
  categories: { id: number; name: string }[];
  /** Payees with the card rates the calculated and suggested fees come from. */
  settlementAccounts: { id: number; name: string; cardRateHundredths: number; cardFixedFeeCents: number }[];
  images: { id: number; name: string; contentType: string; url: string }[];
  soldOutMessages: { id: number; text: string }[];
  groups: { id: number; name: string; isSmart: boolean }[];
  /** The school and district targets: the company and the sites below it. */
  sites: { id: number; name: string; kind: string }[];
  grades: string[];
  teachers: string[];
}

export interface BuilderItem {
  itemId: number;
  code: string;
  status: "ACTIVE" | "DRAFT" | "TRASH";
  isDraft: boolean;
  payForPath: string;
  companyId: number;
  /** The form's values, as ZItemFormSchema parses them (saveAsDraft is the stored draft flag). */
  form: TItemForm;
  /** Labels of what the form's ids point at, so the page can show them before its lists load. */
  labels: {
    coa: string | null;
    subCoa: string | null;
    students: Record<number, string>;
    bundle: Record<number, string>;
  };
  readiness: Readiness;
}

export interface SaveItemResult {
  itemId: number;
  code: string;
  status: "ACTIVE" | "DRAFT" | "TRASH";
  isDraft: boolean;
  payForPath: string;
  readiness: Readiness;
  /** ITEM_MESSAGES.saved, or the draft notice when saving as draft reset active/visible. */
  message: string;
}

export interface StudentMatch {
  id: number;
  externalId: string;
  firstName: string;
  lastName: string;
  grade: string | null;
}

export interface ImageView {
  id: number;
  name: string;
  contentType: ImageContentType | string;
  url: string;
}

export interface SoldOutView {
  id: number;
  text: string;
  /** Items that show the message; removing it un-sets it on them. */
  itemCount: number;
}

export interface ItemRuleView {
  id: number;
  itemId: number;
  name: string;
  argumentKey: string;
  outputKey: string;
  customFieldName: string | null;
  updatedAt: Date;
}

export interface ItemRulesList {
  item: { id: number; code: string; title: string; customFieldLabels: string[] };
  rules: ItemRuleView[];
}
