/**
 * The go-live checklist (docs/product/dashboard-images-promotions.md): each manual step toggles
 * completed / not completed and every change is saved at once; the list answers
 * `{status, steps: [{name, type, completed}]}`.
 */
import { z } from "zod";
import { ZModuleScoped } from "../common.ts";

export const GOLIVE_MESSAGES = {
  unknownStep: "There is no such step on the go-live checklist.",
  computedStep: "This step is checked from your account's data and cannot be ticked by hand.",
  badType: "The step type must be manual or auto.",
  saved: "Saved.",
} as const;

/**
 * `manual`: ticked and unticked by an administrator; `auto`: answered by the company's own data
 * (a payee exists, an item is active, a payment was taken) and never stored.
 */
export const GOLIVE_STEP_TYPES = ["manual", "auto"] as const;
export type TGoLiveStepType = (typeof GOLIVE_STEP_TYPES)[number];

export const ZGoLiveListRequestSchema = ZModuleScoped;

export const ZGoLiveSaveRequestSchema = ZModuleScoped.extend({
  name: z
    .string({ error: GOLIVE_MESSAGES.unknownStep })
    .trim()
    .min(1, GOLIVE_MESSAGES.unknownStep)
    .max(100, GOLIVE_MESSAGES.unknownStep),
  /** Optional: the legacy page sends the step's type; when sent it must be the step's. */
  type: z.enum(GOLIVE_STEP_TYPES, { error: GOLIVE_MESSAGES.badType }).optional(),
  /**
   * The state wanted. Without it the step toggles (the legacy call); the web page sends it, so a
   * double click or a retried request cannot flip the step back.
   */
  completed: z.boolean().optional(),
});
export type TGoLiveSaveRequest = z.infer<typeof ZGoLiveSaveRequestSchema>;
