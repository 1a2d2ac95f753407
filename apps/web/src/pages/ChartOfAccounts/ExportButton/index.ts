export { ExportButton } from "./ExportButton.tsx";
