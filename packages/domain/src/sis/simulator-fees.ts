/**
 * What the built-in SIS simulator says a student owes (docs/product/control-area.md): deterministic, from the
 * plugin and the student's external id, so every run and every test sees the same fees. It knows
 * the students the seed writes (external ids like LHS-1001: capitals, a hyphen, digits); any
 * other id is a student it has never heard of.
 *
 * Every fee is a multiple of 25 cents; a postback of an amount ending in .13 (only reachable by
 * typing a partial amount) makes the simulator answer 500, so retries can be exercised over HTTP.
 */
import type { Cents } from "../items/money.ts";
import type { SisFee, SisPluginName } from "./types.ts";

const KNOWN_STUDENT = /^[A-Z]{2,8}-\d{1,8}$/;

const FEE_TITLES = [
  "Chemistry lab fee",
  "Yearbook balance",
  "Library fine",
  "Athletic participation fee",
  "Field trip: Science Museum",
  "Band uniform cleaning",
  "Graduation cap and gown",
  "Parking permit",
] as const;

const FEE_ID_PREFIX: Readonly<Record<SisPluginName, string>> = {
  asb_works: "ASB",
  synergy: "SYN",
  synergy_test: "SYNT",
  powerschool: "PS",
  skyward: "SKY",
};

/** FNV-1a, 32 bits: a stable spread of a text, nothing secret. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export function isKnownSimulatedStudent(studentExternalId: string): boolean {
  return KNOWN_STUDENT.test(studentExternalId);
}

/**
 * The fees of a student, or null for a student the simulator does not know. Two or three fees:
 * the first must be paid in full, the second may be paid in part, the third either.
 */
export function simulatedFees(plugin: SisPluginName, studentExternalId: string): SisFee[] | null {
  if (!isKnownSimulatedStudent(studentExternalId)) return null;
  const seed = hash(`${plugin}:${studentExternalId}`);
  const count = 2 + (seed % 2);
  return Array.from({ length: count }, (_, i) => {
    const h = hash(`${seed}:${i}`);
    return {
      feeId: `${FEE_ID_PREFIX[plugin]}-${studentExternalId}-${i + 1}`,
      title: FEE_TITLES[(seed + i * 3) % FEE_TITLES.length]!,
      amountCents: 500 + (h % 60) * 25,
      allowPartial: i === 1 || (i === 2 && h % 2 === 0),
      priority: i + 1,
    };
  });
}

/** The amounts whose postback the simulator fails with a 500 (cents part 13). */
export function isSimulatedFailingAmount(amountCents: Cents): boolean {
  return amountCents % 100 === 13;
}

export function simulatedConfirmation(plugin: SisPluginName, sequence: number): string {
  return `${FEE_ID_PREFIX[plugin]}-CONF-${String(sequence).padStart(6, "0")}`;
}
