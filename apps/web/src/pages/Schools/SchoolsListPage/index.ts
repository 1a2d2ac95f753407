export { SchoolsListPage } from "./SchoolsListPage.tsx";
