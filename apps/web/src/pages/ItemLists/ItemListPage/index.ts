export { ItemListPage } from "./ItemListPage.tsx";
