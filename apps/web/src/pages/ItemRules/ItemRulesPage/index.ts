export { ItemRulesPage } from "./ItemRulesPage.tsx";
