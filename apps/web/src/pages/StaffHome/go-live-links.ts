/**
 * Where each go-live step (domain GO_LIVE_STEPS) is done, below `/{module}`; null for a step
 * nobody does on a screen (card payments are connected by platform support).
 */
export const GO_LIVE_STEP_PATHS: Record<string, string | null> = {
  profile: "account/info",
  payee: "settings/chart-of-accounts",
  card_payments: null,
  fees: "payments/methods",
  administrators: "settings/administrators",
  active_item: "payments/build-new",
  logo: "promote/skins",
  first_payment: "virtual-terminal/office",
  announce: "promote/posts",
};
