export { EXPORT_FORMAT_PATH, ExportFormatPage } from "./ExportFormatPage.tsx";
