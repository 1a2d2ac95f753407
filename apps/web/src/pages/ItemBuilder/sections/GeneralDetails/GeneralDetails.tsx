import { Checkbox, Select, Skeleton, TextInput } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useBuilder, useFieldError } from "../../Builder/builder-context.ts";
import { useBuilderField, useBuilderForm, useBuilderValue } from "../../Builder/form-context.ts";
import { Section } from "../Section.tsx";
import { EventFields } from "./EventFields.tsx";
import { LibraryImagePicker } from "../../../Images/LibraryImagePicker.tsx";
import { PackageContents } from "./PackageContents.tsx";
import { VanityUrl } from "./VanityUrl.tsx";

// The rich-text editor (tiptap, prosemirror) is the largest library of the app: its own chunk,
// fetched while the rest of the builder is already usable.
const DescriptionEditor = lazy(async () => ({ default: (await import("./DescriptionEditor.tsx")).DescriptionEditor }));

/**
 * "General Details": title, vanity URL, description, category, image, and each kind's own fields
 * (docs/product/items-and-fees.md).
 */
export function GeneralDetails({ editorKey }: { editorKey: string }) {
  const type = useBuilderValue("type");

  return (
    <Section id="general">
      <TitleInput />
      <VanityUrl />
      {type === "event" && <EventFields />}
      <Description editorKey={editorKey} />
      <CategorySelect />
      <LibraryImagePicker />
      {type === "multi" && <PackageContents />}
      {type === "blackboard" && <PullsDataByApi />}
    </Section>
  );
}

function TitleInput() {
  const [title, setTitle] = useBuilderField("title");
  const error = useFieldError("title");
  return (
    <TextInput
      label="Title"
      withAsterisk
      value={title}
      onChange={(e) => setTitle(e.currentTarget.value)}
      error={error}
      autoComplete="off"
    />
  );
}

/** The editor keeps its own document: it takes the form's description when it mounts, and writes it back. */
function Description({ editorKey }: { editorKey: string }) {
  const form = useBuilderForm();
  const [, setDescription] = useBuilderField("description");
  const error = useFieldError("description");
  return (
    <Suspense fallback={<Skeleton height={180} />}>
      <DescriptionEditor key={editorKey} value={form.getValues().description} onChange={setDescription} error={error} />
    </Suspense>
  );
}

function CategorySelect() {
  const { options } = useBuilder();
  const [categoryId, setCategoryId] = useBuilderField("categoryId");
  const error = useFieldError("categoryId");
  return (
    <Select
      label="Category"
      placeholder="No category"
      clearable
      data={options.categories.map((c) => ({ value: String(c.id), label: c.name }))}
      value={categoryId === null ? null : String(categoryId)}
      onChange={(value) => setCategoryId(value === null ? null : Number(value))}
      error={error}
      w={{ base: "100%", sm: 360 }}
    />
  );
}

function PullsDataByApi() {
  const [pulls, setPulls] = useBuilderField("pullsDataByApi");
  const error = useBuilderForm().errors.pullsDataByApi;
  return (
    <Checkbox
      label="Pull data by API"
      description="The item's data comes from the blackboard integration."
      checked={pulls}
      onChange={(e) => setPulls(e.currentTarget.checked)}
      error={error}
    />
  );
}
