export { AdministratorsPage } from "./AdministratorsPage.tsx";
