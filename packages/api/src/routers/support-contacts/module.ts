import { defineApiModule } from "../../module.ts";
import { supportContactsRouter } from "./router.ts";
import { supportContactsShims } from "./shims.ts";

export const supportContactsModule = defineApiModule({
  routes: { supportContacts: supportContactsRouter },
  shims: supportContactsShims,
});
