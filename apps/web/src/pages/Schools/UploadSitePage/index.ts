export { UploadSitePage } from "./UploadSitePage.tsx";
