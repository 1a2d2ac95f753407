import { IMAGE_LIBRARY_LIMITS } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { skinsRouter } from "./router.ts";
import { defineShim, text } from "../../shims/types.ts";
import { fileInput } from "../images/shims.ts";

type Out = inferRouterOutputs<typeof skinsRouter>;

function choiceFields(choice: Out["get"]): Record<string, unknown> {
  return { skin: choice.skin, logo_url: choice.logoUrl, skins: choice.skins.map((skin) => ({ key: skin.key, label: skin.label })) };
}

/** The skins screen's calls, for tools (the product documents the screen, not its calls). */
export const skinsShims = [
  defineShim<Out["get"]>({
    method: "GET",
    path: "/:module/promote/skins/current",
    procedure: "skins.get",
    spec: "docs/product/dashboard-images-promotions.md: /{module}/promote/skins (the choice, for tools)",
    input: (req) => ({ module: req.params.module }),
    output: choiceFields,
  }),
  defineShim<Out["save"]>({
    method: "POST",
    path: "/:module/promote/skins/save",
    procedure: "skins.save",
    spec: "docs/product/dashboard-images-promotions.md: /{module}/promote/skins (thumbnail selection)",
    input: (req) => ({ module: req.params.module, skin: text(req.body.skin) }),
    output: (choice) => ({ ...choiceFields(choice), message: choice.message }),
  }),
  defineShim<Out["uploadLogo"]>({
    method: "POST",
    path: "/:module/promote/skins/logo",
    procedure: "skins.uploadLogo",
    spec: "docs/product/dashboard-images-promotions.md: /{module}/promote/skins (logo upload, at most 73 high by 300 wide)",
    upload: { field: "logo", maxFileBytes: IMAGE_LIBRARY_LIMITS.maxFileBytes, optional: true, access: "skins.logoAccess" },
    input: (req) => ({ module: req.params.module, image: fileInput(req.files?.logo) }),
    fieldNames: { image: "logo" },
    output: (choice) => ({ ...choiceFields(choice), message: choice.message }),
  }),
];
