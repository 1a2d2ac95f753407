export { PaymentSettingsPage } from "./PaymentSettingsPage.tsx";
