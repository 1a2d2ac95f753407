export { UsStateSelect } from "./UsStateSelect.tsx";
