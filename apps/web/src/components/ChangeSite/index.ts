export { ChangeSiteModal } from "./ChangeSiteModal.tsx";
export { useEndQuickLogin, useStartQuickLogin } from "./useQuickLogin.ts";
