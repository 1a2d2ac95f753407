export { PasswordStrengthMeter } from "./PasswordStrengthMeter.tsx";
