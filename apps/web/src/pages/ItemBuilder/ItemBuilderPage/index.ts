export { BuildNewPage, ItemCreatePage } from "./CreateItemPage.tsx";
export { EditItemPage } from "./EditItemPage.tsx";
