import type { ItemTypeName } from "@paydesk/validators";

/**
 * The builder's sections in page order; recurring only for recurring items
 * (docs/product/items-and-fees.md).
 */
export const SECTIONS = [
  { id: "general", label: "General Details" },
  { id: "payment", label: "Payment and Settlement" },
  { id: "recurring", label: "Recurring" },
  { id: "custom-fields", label: "Custom Fields" },
  { id: "target", label: "Target" },
  { id: "promote", label: "Promote" },
] as const;

export type SectionId = (typeof SECTIONS)[number]["id"];

export function sectionsFor(type: ItemTypeName): (typeof SECTIONS)[number][] {
  return SECTIONS.filter((section) => section.id !== "recurring" || type === "recurring");
}

export function sectionDomId(id: SectionId): string {
  return `item-section-${id}`;
}

/**
 * The readiness areas of @paydesk/domain (docs/product/items-and-fees.md, Readiness) and where each
 * is fixed.
 */
const AREA_SECTIONS: Record<string, SectionId> = {
  description: "general",
  account: "payment",
  price: "payment",
  convenienceFee: "payment",
  availableToUsers: "target",
  guestPrivileges: "target",
  unfinishedCustomField: "custom-fields",
};

/** The form input each readiness area highlights when the problem names no input. */
const AREA_INPUTS: Record<string, string> = {
  description: "description",
  account: "coaId",
  price: "amountCents",
  convenienceFee: "feeType",
  availableToUsers: "availableToUsers",
  guestPrivileges: "disableGuest",
};

const INPUT_SECTIONS: [prefix: string, section: SectionId][] = [
  ["customFields", "custom-fields"],
  ["recurring", "recurring"],
  ["availableToUsers", "target"],
  ["disableGuest", "target"],
  ["visible", "target"],
  ["targets", "target"],
  ["active", "promote"],
  ["pnpCalc", "promote"],
  ["settlementAccountId", "payment"],
  ["coaId", "payment"],
  ["subCoaId", "payment"],
  ["amount", "payment"],
  ["fee", "payment"],
  ["tax", "payment"],
  ["includeTax", "payment"],
  ["shipping", "payment"],
  ["quantityAvailable", "payment"],
  ["soldOut", "payment"],
  ["newSoldOutMessage", "payment"],
];

/** The section holding an input ("customFields.2", "recurring.billingOccurs", "title"). */
export function sectionOfInput(input: string): SectionId {
  for (const [prefix, section] of INPUT_SECTIONS) if (input.startsWith(prefix)) return section;
  return "general";
}

export interface ProblemLike {
  area: string;
  message: string;
  input?: string | null;
}

export function sectionOfProblem(problem: ProblemLike): SectionId {
  if (problem.input) return sectionOfInput(problem.input);
  return AREA_SECTIONS[problem.area] ?? "general";
}

export function inputOfProblem(problem: ProblemLike): string | null {
  return problem.input ?? AREA_INPUTS[problem.area] ?? null;
}

/** Input → first message, for the error state of the inputs a readiness check names. */
export function highlightsOf(problems: readonly ProblemLike[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const problem of problems) {
    const input = inputOfProblem(problem);
    if (input && !(input in result)) result[input] = problem.message;
  }
  return result;
}
