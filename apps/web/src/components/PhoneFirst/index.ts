export { PhoneFirst } from "./PhoneFirst.tsx";
