import type { inferRouterOutputs } from "@trpc/server";
import type { goLiveRouter } from "./router.ts";
import { defineShim, flag, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof goLiveRouter>;
type Step = Out["list"]["steps"][number];

/**
 * The documented `{name, type, completed}`
 * (docs/product/dashboard-images-promotions.md), then the label the page shows.
 */
const stepRow = (step: Step) => ({
  name: step.name,
  type: step.type,
  completed: step.completed,
  label: step.label,
  description: step.description,
});

export const goLiveShims = [
  defineShim<Out["list"]>({
    method: "GET",
    path: "/:module/promote/glsteps/list",
    procedure: "goLive.list",
    spec: "docs/product/dashboard-images-promotions.md: GET /{module}/promote/glsteps/list",
    input: (req) => ({ module: req.params.module }),
    output: (checklist) => ({ steps: checklist.steps.map(stepRow), progress: checklist.progress }),
  }),
  defineShim<Out["save"]>({
    method: "POST",
    path: "/:module/promote/glsteps/savelist",
    procedure: "goLive.save",
    spec: "docs/product/dashboard-images-promotions.md: savelist {name, type}",
    input: (req) => ({
      module: req.params.module,
      name: text(req.body.name),
      type: text(req.body.type),
      // Without `completed` the step toggles, as the legacy call did.
      completed: req.body.completed === undefined ? undefined : flag(req.body.completed),
    }),
    output: (result) => ({ message: result.message, step: stepRow(result.step), progress: result.checklist.progress }),
  }),
];
