export { listPostbacks, type PostbackPage, type PostbackRow } from "./list.ts";
export { getPostback, type PostbackDetail } from "./detail.ts";
export { markPostback } from "./mark.ts";
