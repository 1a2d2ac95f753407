export { REGISTER_PARENTS_PATH, RegisterParentsPage } from "./RegisterParentsPage.tsx";
