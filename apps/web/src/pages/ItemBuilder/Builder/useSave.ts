import type { UseFormReturnType } from "@mantine/form";
import { ITEM_MESSAGES, type TModule } from "@paydesk/validators";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { mapServerError } from "../../../components/ServerErrors/index.ts";
import { notify, notifyError, notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";
import type { SaveResult } from "../api.ts";
import { sectionOfInput } from "../form/sections.ts";
import type { BuilderValues } from "../form/values.ts";
import type { ReadinessState } from "../Readiness/useReadiness.ts";
import { scrollToSection } from "../scroll.ts";

interface SaveOptions {
  module: TModule;
  itemId: number | null;
  form: UseFormReturnType<BuilderValues>;
  readiness: ReadinessState;
  onSaved: (result: SaveResult) => void;
}

export interface SaveState {
  save: (asDraft: boolean) => Promise<void>;
  saving: boolean;
  /**
   * A not-ready item was saved without "Save as Draft" and refused (docs/product/items-and-fees.md,
   * Readiness).
   */
  refused: boolean;
  /** Inputs the server named when it refused the save. */
  serverHighlights: Record<string, string>;
}

function scrollToFirst(inputs: string[]): void {
  const first = inputs[0];
  if (first) scrollToSection(sectionOfInput(first));
}

/**
 * Save and Save as Draft. The form schema runs first; Save then asks readiness, since an item
 * that is not ready can only be saved as a draft (docs/product/items-and-fees.md) — the server
 * refuses it too, and its refusal is shown the same way.
 */
export function useSave({ module, itemId, form, readiness, onSaved }: SaveOptions): SaveState {
  const [refused, setRefused] = useState(false);
  const [serverHighlights, setServerHighlights] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const create = useMutation(trpc.itemBuilder.create.mutationOptions());
  const update = useMutation(trpc.itemBuilder.update.mutationOptions());

  const refuse = (highlights: Record<string, string>) => {
    setRefused(true);
    setServerHighlights(highlights);
    window.scrollTo({ top: 0 });
  };

  const save = async (asDraft: boolean) => {
    setBusy(true);
    try {
      await attempt(asDraft);
    } finally {
      setBusy(false);
    }
  };

  const attempt = async (asDraft: boolean) => {
    setRefused(false);
    setServerHighlights({});
    const validation = form.validate();
    if (validation.hasErrors) {
      notifyError(ITEM_MESSAGES.saveFailed);
      scrollToFirst(Object.keys(validation.errors));
      return;
    }
    const values = form.getValues();
    if (!asDraft) {
      const check = await readiness.checkNow(values);
      if (check && !check.ready) return refuse({});
    }
    try {
      const input = { module, ...values, saveAsDraft: asDraft };
      const result = itemId === null ? await create.mutateAsync(input) : await update.mutateAsync({ ...input, itemId });
      // What was saved is the new starting point: leaving now loses nothing.
      form.setInitialValues(values);
      form.resetDirty(values);
      notifySuccess(ITEM_MESSAGES.saved);
      if (result.message !== ITEM_MESSAGES.saved) notify({ kind: "info", message: result.message });
      onSaved(result);
    } catch (error) {
      // Every field the server names is kept: the builder's fields are nested paths ("single.amount"),
      // which the form reads as they come. The overall message only tells the draft-only refusal apart;
      // any other failure shows the product's "save failed" notice (docs/product/items-and-fees.md, Saving).
      const { fieldErrors, message } = mapServerError(error);
      if (message === ITEM_MESSAGES.draftOnly) return refuse(fieldErrors);
      form.setErrors(fieldErrors);
      notifyError(ITEM_MESSAGES.saveFailed);
      scrollToFirst(Object.keys(fieldErrors));
    }
  };

  return { save, saving: busy, refused, serverHighlights };
}
