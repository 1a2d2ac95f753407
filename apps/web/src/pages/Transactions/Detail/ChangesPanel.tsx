import { Badge, Button, Card, Text, Title } from "@mantine/core";
import { DataTable, type DataColumns } from "../../../components/DataList/index.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { fieldLabel, valueText, type StudentNames } from "./format.ts";
import type { DetailChange, DetailLine } from "./types.ts";

interface ChangesPanelProps {
  changes: DetailChange[];
  lines: DetailLine[];
  /** Who each student a student change names is (the change keeps the id). */
  studentNames: StudentNames;
  canUndo: boolean;
  pendingId: number | undefined;
  onUndo: (changeId: number) => void;
}

const when = (at: Date) => formatDateTime(at);

/** An undo in a person's words: which change it took back, by when that change was made (change ids are ours). */
export function undoText(change: DetailChange, changes: readonly DetailChange[]): string {
  const undone = changes.find((c) => c.changeId === change.undoOfChangeId);
  return undone ? `Undid the change made ${when(undone.at)}` : "Undid an earlier change";
}

/**
 * Previous updates (docs/product/reports-and-time-zones.md): who, when, field, before → after, memo, and
 * Undo per change not yet undone.
 */
export function ChangesPanel({ changes, lines, studentNames, canUndo, pendingId, onUndo }: ChangesPanelProps) {
  const titleOf = (lineId: number | null) => lines.find((l) => l.lineId === lineId)?.title;
  const columns: DataColumns<DetailChange> = [
    { header: "When", cell: (c) => when(c.at) },
    { header: "Who", cell: (c) => c.by?.name ?? "—" },
    {
      header: "Field",
      cell: (c) => `${fieldLabel(c.field)}${c.lineId !== null && titleOf(c.lineId) ? ` (${titleOf(c.lineId)})` : ""}`,
    },
    {
      header: "Before → after",
      cell: (c) => `${valueText(c.before, c.field, studentNames)} → ${valueText(c.after, c.field, studentNames)}`,
    },
    { header: "Memo", cell: (c) => (c.undoOfChangeId !== null ? undoText(c, changes) : (c.memo ?? "")) },
    {
      header: "Actions",
      hideHeader: true,
      cell: (c) =>
        c.undoneAt !== null ? (
          <Badge variant="light" color="gray">
            Undone
          </Badge>
        ) : (
          canUndo && (
            <Button size="xs" variant="light" color="red" loading={pendingId === c.changeId} onClick={() => onUndo(c.changeId)}>
              Undo
            </Button>
          )
        ),
    },
  ];
  return (
    <Card withBorder component="section" aria-labelledby="changes-heading" data-testid="changes-panel">
      <Title order={2} fz="lg" id="changes-heading" mb="sm">
        Previous updates
      </Title>
      {changes.length === 0 ? (
        <Text c="dimmed">No updates yet.</Text>
      ) : (
        <DataTable
          label="Previous updates"
          columns={columns}
          rows={changes}
          rowKey={(c) => c.changeId}
          rowProps={() => ({ "data-testid": "change-row" })}
          minWidth={640}
          verticalSpacing="xs"
        />
      )}
    </Card>
  );
}
