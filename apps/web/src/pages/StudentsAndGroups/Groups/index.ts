export { GroupUploadEntry } from "./GroupUploadEntry.tsx";
export { GroupUploadWizard } from "./GroupUploadWizard.tsx";
export { GroupUploadPage } from "./GroupUploadPage.tsx";
