export { StatementsUploadPage } from "./StatementsUploadPage.tsx";
export { StatementKeyPage } from "./StatementKeyPage.tsx";
