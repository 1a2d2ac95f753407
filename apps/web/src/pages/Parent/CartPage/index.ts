export { CartPage } from "./CartPage.tsx";
