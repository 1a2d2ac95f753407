/**
 * Image plans (docs/product/dashboard-images-promotions.md): how many library images a company may keep.
 * Logos are not counted (they are the pay pages', not the library's).
 */
import type { TImagePlan } from "@paydesk/validators";

export interface ImagePlanInfo {
  plan: TImagePlan;
  label: string;
  /** Null: no limit. */
  limit: number | null;
}

export const IMAGE_PLANS: Readonly<Record<TImagePlan, ImagePlanInfo>> = {
  BASIC: { plan: "BASIC", label: "Basic", limit: 25 },
  PLUS: { plan: "PLUS", label: "Plus", limit: 250 },
  UNLIMITED: { plan: "UNLIMITED", label: "Unlimited", limit: null },
};

/** Cheapest first: an upgrade moves right. */
export const IMAGE_PLAN_ORDER: readonly TImagePlan[] = ["BASIC", "PLUS", "UNLIMITED"];

/** May one more image join a library that holds `count` under `plan`? */
export function mayAddImage(plan: TImagePlan, count: number): boolean {
  const { limit } = IMAGE_PLANS[plan];
  return limit === null || count < limit;
}

/** Images still allowed; null when the plan has no limit. */
export function imagesLeft(plan: TImagePlan, count: number): number | null {
  const { limit } = IMAGE_PLANS[plan];
  return limit === null ? null : Math.max(0, limit - count);
}

/** Only a higher plan is an upgrade; the same or a lower one is refused. */
export function isUpgrade(from: TImagePlan, to: TImagePlan): boolean {
  return IMAGE_PLAN_ORDER.indexOf(to) > IMAGE_PLAN_ORDER.indexOf(from);
}
