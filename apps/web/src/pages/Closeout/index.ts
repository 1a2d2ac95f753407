export { CloseoutPage } from "./CloseoutPage.tsx";
export { CloseoutSheetPage } from "./CloseoutSheetPage.tsx";
export { CloseoutListPage } from "./CloseoutListPage.tsx";
