export { PageHeader } from "./PageHeader.tsx";
