export { DollarInput, IntegerInput, OptionalDollarInput, PercentInput } from "./inputs.tsx";
