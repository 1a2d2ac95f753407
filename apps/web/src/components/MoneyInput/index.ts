export { DollarInput, IntegerInput, OptionalDollarInput, PercentInput } from "./MoneyInput.tsx";
export { amountNote } from "./notes.ts";
