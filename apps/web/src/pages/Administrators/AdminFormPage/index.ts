export { CreateAdminPage, EditAdminPage } from "./AdminFormPage.tsx";
