export { CategoriesListPage } from "./CategoriesListPage.tsx";
