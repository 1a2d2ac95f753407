export { ConfirmItemUploadPage, UpdateItemsPage, UploadItemsPage } from "./ItemUploadPage.tsx";
