export { ExportFormatPage } from "./ExportFormatPage.tsx";
