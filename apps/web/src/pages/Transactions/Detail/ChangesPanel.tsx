import { Badge, Button, Card, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { fieldLabel, valueText } from "./format.ts";
import type { DetailChange, DetailLine } from "./types.ts";
import { formatDateTime } from "../../../lib/dates.ts";

interface ChangesPanelProps {
  changes: DetailChange[];
  lines: DetailLine[];
  canUndo: boolean;
  pendingId: number | undefined;
  onUndo: (changeId: number) => void;
}

const when = (at: Date) => formatDateTime(at);

/** An undo in a person's words: which change it took back, by when that change was made (change ids are ours). */
function undoText(change: DetailChange, changes: readonly DetailChange[]): string {
  const undone = changes.find((c) => c.changeId === change.undoOfChangeId);
  return undone ? `Undid the change made ${when(undone.at)}` : "Undid an earlier change";
}

/** Previous updates (spec 3 §2): who, when, field, before → after, memo, and Undo per change not yet undone. */
export function ChangesPanel({ changes, lines, canUndo, pendingId, onUndo }: ChangesPanelProps) {
  const titleOf = (lineId: number | null) => lines.find((l) => l.lineId === lineId)?.title;
  return (
    <Card withBorder component="section" aria-labelledby="changes-heading" data-testid="changes-panel">
      <Title order={2} fz="lg" id="changes-heading" mb="sm">
        Previous updates
      </Title>
      {changes.length === 0 ? (
        <Text c="dimmed">No updates yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Field</Table.Th>
                <Table.Th>Before → after</Table.Th>
                <Table.Th>Memo</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((c) => (
                <Table.Tr key={c.changeId} data-testid="change-row">
                  <Table.Td>{when(c.at)}</Table.Td>
                  <Table.Td>{c.by?.name ?? "—"}</Table.Td>
                  <Table.Td>
                    {fieldLabel(c.field)}
                    {c.lineId !== null && titleOf(c.lineId) ? ` (${titleOf(c.lineId)})` : ""}
                  </Table.Td>
                  <Table.Td>
                    {valueText(c.before, c.field)} → {valueText(c.after, c.field)}
                  </Table.Td>
                  <Table.Td>{c.undoOfChangeId !== null ? undoText(c, changes) : (c.memo ?? "")}</Table.Td>
                  <Table.Td>
                    {c.undoneAt !== null ? (
                      <Badge variant="light" color="gray">
                        Undone
                      </Badge>
                    ) : (
                      canUndo && (
                        <Button size="xs" variant="light" color="red" loading={pendingId === c.changeId} onClick={() => onUndo(c.changeId)}>
                          Undo
                        </Button>
                      )
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
