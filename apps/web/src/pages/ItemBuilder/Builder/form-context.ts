import { createFormContext } from "@mantine/form";
import type { UseFormReturnType } from "@mantine/form";
import { useCallback, useMemo } from "react";
import type { BuilderValues } from "../form/values.ts";

/**
 * The builder's one form, shared by its sections. It is uncontrolled: a change re-renders only
 * the components that read the changed value (useBuilderValue), not the whole form, so typing in
 * one field costs that field. A component never reads `getValues()` to render: it would not
 * follow later changes.
 */
export const [BuilderFormProvider, useBuilderForm, useCreateBuilderForm] = createFormContext<BuilderValues>();

export type BuilderField = keyof BuilderValues;

/**
 * The form object handed to the sections. What they read of it are its methods (the same across
 * renders, reading the values when called) and its errors: handing them the same object until the
 * errors change keeps a render of the builder itself (readiness, dirty state) from rendering every
 * section again.
 */
export function useSharedForm(form: UseFormReturnType<BuilderValues>): UseFormReturnType<BuilderValues> {
  const errorsKey = JSON.stringify(form.errors);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new object only when the errors change, on purpose
  return useMemo(() => form, [errorsKey]);
}

/** The form's value at `path`, the caller rendering again whenever it changes. */
export function useBuilderValue<K extends BuilderField>(path: K): BuilderValues[K] {
  return useBuilderForm().useWatchValue(path) as BuilderValues[K];
}

/**
 * Writes one value: its readers follow by their own subscription. Mantine's default would also
 * re-key the field's input, which re-renders the whole form on every keystroke.
 */
export function useSetBuilderValue(): <K extends BuilderField>(path: K, value: BuilderValues[K]) => void {
  const { setFieldValue } = useBuilderForm();
  return useCallback(
    <K extends BuilderField>(path: K, value: BuilderValues[K]) =>
      // A top-level key's value is that key's type; Mantine's path types do not see it for a generic key.
      setFieldValue(path, value as never, { forceUpdate: false }),
    [setFieldValue],
  );
}

/** A value and its setter, for a component that edits one value. */
export function useBuilderField<K extends BuilderField>(path: K): [BuilderValues[K], (value: BuilderValues[K]) => void] {
  const value = useBuilderValue(path);
  const set = useSetBuilderValue();
  const setThis = useCallback((next: BuilderValues[K]) => set(path, next), [set, path]);
  return [value, setThis];
}
