export { AccountSecurityPage } from "./AccountSecurityPage.tsx";
