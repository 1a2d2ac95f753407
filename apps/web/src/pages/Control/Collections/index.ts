export { CollectionsPage } from "./CollectionsPage.tsx";
