import { NativeSelect, type NativeSelectProps } from "@mantine/core";
import { REGIONS } from "../../lib/regions.ts";

const OPTIONS = [{ value: "", label: "Choose a state" }, ...REGIONS];

/** The required State select of a US address (payment billing address, profile). */
export function UsStateSelect(props: Omit<NativeSelectProps, "data">) {
  return <NativeSelect label="State" withAsterisk autoComplete="address-level1" data={OPTIONS} {...props} />;
}
