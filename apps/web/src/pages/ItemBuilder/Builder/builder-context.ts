import type { TModule } from "@paydesk/validators";
import { createContext, useContext } from "react";
import type { BuilderLabels, BuilderOptions } from "../api.ts";
import { useBuilderForm } from "./form-context.ts";

export interface BuilderContextValue {
  module: TModule;
  companyId: number;
  options: BuilderOptions;
  /** Names of what the stored item's ids point at (accounts, students, bundled items). */
  labels: BuilderLabels;
  /**
   * Input → message of the latest readiness problems (problem inputs are highlighted:
   * docs/product/items-and-fees.md).
   */
  highlights: Readonly<Record<string, string>>;
  /** The item once saved: its id, and its code (the pay link's last segment). */
  itemId: number | null;
  code: string | null;
  /** The chart-of-accounts search needs coa.view; without it the picker filters the account list itself. */
  canSearchAccounts: boolean;
}

export const BuilderContext = createContext<BuilderContextValue | null>(null);

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error("useBuilder outside the item builder");
  return value;
}

/** The error an input shows: the form schema's message first, else the readiness problem naming it. */
export function useFieldError(name: string): string | undefined {
  const form = useBuilderForm();
  const { highlights } = useBuilder();
  const own = form.errors[name];
  return own ? String(own) : highlights[name];
}
