export { PayRestPage } from "./PayRestPage.tsx";
