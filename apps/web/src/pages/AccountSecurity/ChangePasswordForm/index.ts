export { ChangePasswordForm } from "./ChangePasswordForm.tsx";
