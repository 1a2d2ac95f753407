import { Button, Group, Table, Text } from "@mantine/core";
import type { UploadColumnSpec } from "@paydesk/domain";
import { IconDownload, IconListDetails } from "@tabler/icons-react";
import { useId, useState } from "react";
import { ScrollRegion } from "./ScrollRegion.tsx";
import { uploadTemplateCsv, uploadTemplateName } from "./template.ts";

function downloadTemplate(kind: string, columns: readonly UploadColumnSpec[]): void {
  const url = URL.createObjectURL(new Blob([uploadTemplateCsv(columns)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = uploadTemplateName(kind);
  link.click();
  // The click has handed the blob to the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Before a file is chosen: a template with every column's header to fill in, and the guide to the
 * columns (which ones, which are required, what each holds), so nobody learns the format from a
 * page of row errors.
 */
export function ColumnGuide({ kind, columns }: { kind: string; columns: readonly UploadColumnSpec[] }) {
  const [open, setOpen] = useState(false);
  const guideId = useId();
  const required = columns.filter((column) => column.required).map((column) => column.label);
  const withFormats = columns.some((column) => column.format);
  return (
    <div data-testid="upload-column-guide">
      <Group gap="sm">
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadTemplate(kind, columns)}>
          Download a template
        </Button>
        <Button
          variant="subtle"
          leftSection={<IconListDetails size={16} aria-hidden />}
          aria-expanded={open}
          aria-controls={guideId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? "Hide the column guide" : "Show the column guide"}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt={6}>
        {columns.length} columns{required.length > 0 ? `; required: ${required.join(", ")}` : ""}. The first row may name the
        columns; the next step lets you match them.
      </Text>
      {open && (
        <div id={guideId}>
          <ScrollRegion label="Column guide, scrollable">
            <Table aria-label="Column guide" withTableBorder striped mt="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Column</Table.Th>
                  <Table.Th>Header in the template</Table.Th>
                  <Table.Th>Required</Table.Th>
                  {withFormats && <Table.Th>What it holds</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {columns.map((column) => (
                  <Table.Tr key={column.key}>
                    <Table.Td>{column.label}</Table.Td>
                    <Table.Td>
                      <Text span ff="monospace" size="sm">
                        {column.key}
                      </Text>
                    </Table.Td>
                    <Table.Td>{column.required ? "Required" : "Optional"}</Table.Td>
                    {withFormats && <Table.Td>{column.format ?? ""}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </div>
      )}
    </div>
  );
}
