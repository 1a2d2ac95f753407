export { SupportContactsPage } from "./SupportContactsPage.tsx";
