export { KeysetPager, useKeysetPages, type KeysetPages } from "./KeysetPager.tsx";
export { KeysetListPanel } from "./KeysetListPanel.tsx";
