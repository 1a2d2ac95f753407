export { groupsUploadKind } from "./kind.ts";
