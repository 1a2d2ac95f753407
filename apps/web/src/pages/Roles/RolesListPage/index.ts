export { RolesListPage } from "./RolesListPage.tsx";
