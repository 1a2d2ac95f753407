export { KindTabs } from "./KindTabs.tsx";
