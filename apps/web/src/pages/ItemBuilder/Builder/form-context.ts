import { createFormContext } from "@mantine/form";
import type { BuilderValues } from "../form/values.ts";

/** The builder's one form, shared by its sections. */
export const [BuilderFormProvider, useBuilderForm, useCreateBuilderForm] = createFormContext<BuilderValues>();
