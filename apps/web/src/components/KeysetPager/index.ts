export { KeysetPager, useKeysetPages, type KeysetPages } from "./KeysetPager.tsx";
