export { emailsUploadKind } from "./kind.ts";
