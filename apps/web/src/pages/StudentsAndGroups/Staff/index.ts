export { StaffPage } from "./StaffPage.tsx";
