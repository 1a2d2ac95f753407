import type { TGoLiveStepType } from "@paydesk/validators";

/** What the company's own data says, for the steps that are computed rather than ticked. */
export interface GoLiveFacts {
  hasPayee: boolean;
  hasActiveItem: boolean;
  hasPayment: boolean;
  /**
   * The installation has a card gateway: without one only cash and check are taken
   * (docs/product/demo-and-production.md).
   */
  cardPaymentsSetUp: boolean;
}

export interface GoLiveStepDefinition {
  /** The stable name savelist sends. */
  name: string;
  type: TGoLiveStepType;
  label: string;
  description: string;
  /** For `auto` steps: the fact that completes it. */
  fact?: keyof GoLiveFacts;
}

/** The checklist, in the order an administrator works through it. */
export const GO_LIVE_STEPS: readonly GoLiveStepDefinition[] = [
  {
    name: "profile",
    type: "manual",
    label: "Check your contact details",
    description: "Make sure support can reach you: your profile's e-mail and phone.",
  },
  {
    name: "payee",
    type: "auto",
    fact: "hasPayee",
    label: "Add a settlement account",
    description: "Done when your company has a payee that money settles into.",
  },
  {
    name: "card_payments",
    type: "auto",
    fact: "cardPaymentsSetUp",
    label: "Connect card payments",
    description: "Done when PayDesk is connected to a card processor. Until then families cannot pay online and the office takes cash and checks only.",
  },
  {
    name: "fees",
    type: "manual",
    label: "Review fees and payment methods",
    description: "Choose how card fees are charged and the default item fee.",
  },
  {
    name: "administrators",
    type: "manual",
    label: "Invite your administrators",
    description: "Give your office staff their own sign-in with the right role.",
  },
  {
    name: "active_item",
    type: "auto",
    fact: "hasActiveItem",
    label: "Publish an item",
    description: "Done when at least one item is active and not a draft.",
  },
  { name: "logo", type: "manual", label: "Add your logo", description: "Families see it on the pay pages and receipts." },
  {
    name: "first_payment",
    type: "auto",
    fact: "hasPayment",
    label: "Take a first payment",
    description: "Done when the first payment is taken, at the terminal or online.",
  },
  {
    name: "announce",
    type: "manual",
    label: "Tell your families",
    description: "Announce that payments can now be made online.",
  },
];

export function goLiveStep(name: string): GoLiveStepDefinition | undefined {
  return GO_LIVE_STEPS.find((step) => step.name === name);
}

export interface GoLiveChecklistStep extends GoLiveStepDefinition {
  completed: boolean;
}

/** The checklist for a company: computed steps from its facts, manual ones from the names it ticked. */
export function goLiveChecklist(facts: GoLiveFacts, ticked: ReadonlySet<string>): GoLiveChecklistStep[] {
  return GO_LIVE_STEPS.map((step) => ({
    ...step,
    completed: step.type === "auto" ? (step.fact ? facts[step.fact] : false) : ticked.has(step.name),
  }));
}

/** Whole percent of the steps completed, rounded down (100 only when all are). */
export function goLiveProgress(steps: readonly { completed: boolean }[]): number {
  if (steps.length === 0) return 0;
  return Math.floor((steps.filter((step) => step.completed).length * 100) / steps.length);
}
