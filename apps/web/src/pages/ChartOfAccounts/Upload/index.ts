export { UploadCoaPage } from "./UploadCoaPage.tsx";
export { UploadCsvModal } from "./UploadCsvModal.tsx";
