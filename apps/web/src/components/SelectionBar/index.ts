export { SelectionAction, SelectionBar } from "./SelectionBar.tsx";
