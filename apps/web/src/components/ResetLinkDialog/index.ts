export { ResetLinkDialog } from "./ResetLinkDialog.tsx";
