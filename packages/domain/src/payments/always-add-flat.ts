/**
 * The company's fee behaviour (docs/product/items-and-fees.md): under AlwaysAddFlat the company's default
 * item fee is added to the fee maths of every line whose item charges no fee of its own (fee type None),
 * once per line. The other options (Default, Absorb) add nothing here.
 */
import type { FeeBehaviourName } from "@paydesk/validators";

export interface CompanyFeeDefaults {
  feeBehaviour: FeeBehaviourName;
  defaultItemFeeCents: number;
}

/** The flat fee a line of this company's items takes (computeItemTotals' `flatFeeCents`). */
export function alwaysAddFlatFeeCents(company: CompanyFeeDefaults): number {
  return company.feeBehaviour === "AlwaysAddFlat" ? company.defaultItemFeeCents : 0;
}

/** Whether the item builder shows the default item fee input (only under AlwaysAddFlat). */
export function showsDefaultItemFee(company: Pick<CompanyFeeDefaults, "feeBehaviour">): boolean {
  return company.feeBehaviour === "AlwaysAddFlat";
}
