import { alwaysAddFlatFeeCents, showsDefaultItemFee } from "@paydesk/domain";
import { useBuilder } from "../../Builder/builder-context.ts";
import { useBuilderValue } from "../../Builder/form-context.ts";
import { DollarInput } from "../../../../components/MoneyInput/index.ts";

/**
 * Under the company's AlwaysAddFlat fee behaviour the payment settings show the default
 * item fee. It is the company's setting (Payment settings changes it), added once per line to
 * this item's fee maths while its fee type is None, as the totals below show
 * (docs/product/items-and-fees.md, Pricing and fees).
 */
export function DefaultItemFee() {
  const { options } = useBuilder();
  const feeType = useBuilderValue("feeType");
  if (!showsDefaultItemFee(options.company)) return null;
  const applies = feeType === "None";
  return (
    <DollarInput
      label="Default item fee"
      description={
        applies
          ? "AlwaysAddFlat: this company's default fee is added once to every purchase of this item. Change it under Payment settings."
          : "AlwaysAddFlat: the default fee applies to items without a fee of their own; this item charges its own fee."
      }
      value={alwaysAddFlatFeeCents(options.company)}
      onChange={() => undefined}
      readOnly
      w={{ base: "100%", sm: 320 }}
      data-testid="default-item-fee"
    />
  );
}
