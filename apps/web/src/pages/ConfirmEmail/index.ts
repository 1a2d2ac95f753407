export { ConfirmEmailPage } from "./ConfirmEmailPage.tsx";
