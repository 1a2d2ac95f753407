export { ForgotPasswordPage } from "./ForgotPasswordPage.tsx";
export { ResetPasswordPage } from "./ResetPasswordPage.tsx";
