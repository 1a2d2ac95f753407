import { Select } from "@mantine/core";
import { ITEM_PURGE_MODES } from "@paydesk/validators";

type PurgeMode = (typeof ITEM_PURGE_MODES)[number];

const LABELS: Record<PurgeMode, string> = {
  0: "Keep them",
  1: "Move them to the trash",
  2: "Delete them permanently",
};

/**
 * Purge modes for the catalog's items the file lacks; 2 is confirmed before processing
 * (docs/product/uploads.md).
 */
export function PurgeChoice({ value, onChange }: { value: PurgeMode; onChange: (mode: PurgeMode) => void }) {
  return (
    <Select
      label="Items of the catalog missing from the file"
      data={ITEM_PURGE_MODES.map((mode) => ({ value: String(mode), label: LABELS[mode] }))}
      value={String(value)}
      onChange={(mode) => onChange(Number(mode ?? 0) as PurgeMode)}
      allowDeselect={false}
      maw={360}
    />
  );
}

export type { PurgeMode };

/** Asked before a hard purge runs. */
export const HARD_PURGE_QUESTION =
  "Delete permanently the items of this catalog that are missing from the file? Items with payments are moved to the trash instead. This cannot be undone.";
