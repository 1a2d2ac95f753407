export { StatusPage } from "./StatusPage.tsx";
