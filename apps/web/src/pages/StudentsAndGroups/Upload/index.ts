export { UploadStudentsPage } from "./UploadStudentsPage.tsx";
