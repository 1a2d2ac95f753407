export { LineArithmetic } from "./LineArithmetic.tsx";
