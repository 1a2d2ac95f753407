import type { inferRouterOutputs } from "@trpc/server";
import type { supportContactsRouter } from "./router.ts";
import { defineShim, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof supportContactsRouter>;

export const supportContactsShims = [
  defineShim<Out["list"]>({
    method: "GET",
    path: "/:module/company/:companyId/supportcontact/index",
    procedure: "supportContacts.list",
    spec: "docs/product/control-area.md: supportcontact/index",
    input: (req) => ({ module: req.params.module, companyId: req.params.companyId }),
    output: (result) => ({ contacts: result.contacts, company: result.company }),
  }),
  defineShim<Out["create"]>({
    method: "POST",
    path: "/:module/company/:companyId/supportcontact/create/save",
    procedure: "supportContacts.create",
    spec: "docs/product/control-area.md: supportcontact/create/save",
    input: (req) => ({ module: req.params.module, companyId: req.params.companyId, email: text(req.body.email), name: text(req.body.name) }),
    output: (result) => ({ message: result.message, contact: result.contact }),
  }),
];
