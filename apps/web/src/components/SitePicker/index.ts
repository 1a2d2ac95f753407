export { SitePicker, type Site } from "./SitePicker.tsx";
export { canChooseSite, useSiteParam } from "./useSiteParam.ts";
