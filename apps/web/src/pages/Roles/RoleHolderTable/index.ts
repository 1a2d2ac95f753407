export { RoleHolderTable } from "./RoleHolderTable.tsx";
