export { SelectionBar } from "./SelectionBar.tsx";
