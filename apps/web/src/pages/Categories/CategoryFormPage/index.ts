export { CategoryFormPage } from "./CategoryFormPage.tsx";
