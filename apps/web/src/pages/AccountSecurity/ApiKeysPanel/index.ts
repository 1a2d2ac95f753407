export { ApiKeysPanel } from "./ApiKeysPanel.tsx";
