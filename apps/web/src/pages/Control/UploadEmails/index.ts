export { UploadEmailsPage } from "./UploadEmailsPage.tsx";
