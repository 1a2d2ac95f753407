export { CreateRolePage, EditRolePage } from "./RoleEditorPage.tsx";
