export { PostbacksPage } from "./PostbacksPage.tsx";
export { PostbackDetailPage } from "./PostbackDetailPage.tsx";
