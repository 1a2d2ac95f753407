export { SuccessPage } from "./SuccessPage.tsx";
