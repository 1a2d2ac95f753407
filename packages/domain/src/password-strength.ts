import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

/** Five levels (docs/product/accounts-and-roles.md), the first two both called Weak. */
export const STRENGTH_LABELS = ["Weak", "Weak", "Medium", "Strong", "Very Strong"] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

export interface PasswordStrength {
  /** 0…4, zxcvbn's score. */
  score: 0 | 1 | 2 | 3 | 4;
  label: StrengthLabel;
  hasUpper: boolean;
  hasLower: boolean;
  hasDigit: boolean;
  hasSymbol: boolean;
}

let factory: ZxcvbnFactory | undefined;
/** Built on first use: the dictionaries are large, and most imports only need the labels. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return factory;
}

export function characterClasses(password: string) {
  return {
    hasUpper: /\p{Lu}/u.test(password),
    hasLower: /\p{Ll}/u.test(password),
    hasDigit: /\p{Nd}/u.test(password),
    hasSymbol: /[^\p{L}\p{Nd}]/u.test(password),
  };
}

export function scorePassword(password: string, userInputs: string[] = []): PasswordStrength {
  const score = password ? (estimator().check(password, userInputs).score as PasswordStrength["score"]) : 0;
  return { score, label: STRENGTH_LABELS[score], ...characterClasses(password) };
}
