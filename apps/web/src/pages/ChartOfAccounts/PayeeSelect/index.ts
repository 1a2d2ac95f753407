export { PayeeSelect, useSitePayees } from "./PayeeSelect.tsx";
