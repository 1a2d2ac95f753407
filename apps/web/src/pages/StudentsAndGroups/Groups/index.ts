export { GroupUploadEntry } from "./GroupUploadEntry.tsx";
export { GroupUploadWizard } from "./GroupUploadWizard.tsx";
export { GroupUploadPage } from "./GroupUploadPage.tsx";
export { GroupsTabPage, SmartGroupsTabPage } from "./GroupsListPage.tsx";
export { EditGroupPage, NewGroupPage } from "./GroupEditorPage.tsx";
