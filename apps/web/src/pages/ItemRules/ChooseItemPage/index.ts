export { ChooseItemPage } from "./ChooseItemPage.tsx";
