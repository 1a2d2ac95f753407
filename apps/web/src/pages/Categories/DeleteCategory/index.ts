export { CategoryDeletedPage } from "./CategoryDeletedPage.tsx";
export { DeleteCategoryPage } from "./DeleteCategoryPage.tsx";
