export { PayForPage } from "./PayForPage.tsx";
