import { Checkbox, Select, Skeleton, TextInput } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useBuilder, useFieldError } from "../../Builder/builder-context.ts";
import { useBuilderForm } from "../../Builder/form-context.ts";
import { Section } from "../Section.tsx";
import { EventFields } from "./EventFields.tsx";
import { LibraryImagePicker } from "../../../Images/LibraryImagePicker.tsx";
import { PackageContents } from "./PackageContents.tsx";
import { VanityUrl } from "./VanityUrl.tsx";

// The rich-text editor (tiptap, prosemirror) is the largest library of the app: its own chunk,
// fetched while the rest of the builder is already usable.
const DescriptionEditor = lazy(async () => ({ default: (await import("./DescriptionEditor.tsx")).DescriptionEditor }));

/** Spec 2 §2 "General Details": title, vanity URL, description, category, image, and each kind's own fields. */
export function GeneralDetails({ editorKey }: { editorKey: string }) {
  const form = useBuilderForm();
  const { options } = useBuilder();
  const values = form.getValues();
  const titleError = useFieldError("title");
  const descriptionError = useFieldError("description");
  const categoryError = useFieldError("categoryId");

  return (
    <Section id="general">
      <TextInput label="Title" withAsterisk {...form.getInputProps("title")} error={titleError} autoComplete="off" />
      <VanityUrl />
      {values.type === "event" && <EventFields />}
      <Suspense fallback={<Skeleton height={180} />}>
        <DescriptionEditor
          key={editorKey}
          value={values.description}
          onChange={(html) => form.setFieldValue("description", html)}
          error={descriptionError}
        />
      </Suspense>
      <Select
        label="Category"
        placeholder="No category"
        clearable
        data={options.categories.map((c) => ({ value: String(c.id), label: c.name }))}
        value={values.categoryId === null ? null : String(values.categoryId)}
        onChange={(value) => form.setFieldValue("categoryId", value === null ? null : Number(value))}
        error={categoryError}
        w={{ base: "100%", sm: 360 }}
      />
      <LibraryImagePicker />
      {values.type === "multi" && <PackageContents />}
      {values.type === "blackboard" && (
        <Checkbox
          label="Pull data by API"
          description="The item's data comes from the blackboard integration."
          {...form.getInputProps("pullsDataByApi", { type: "checkbox" })}
        />
      )}
    </Section>
  );
}
