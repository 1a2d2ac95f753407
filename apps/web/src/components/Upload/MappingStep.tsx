import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Table, Text } from "@mantine/core";
import { duplicateKeys, missingRequiredKeys, type UploadColumnSpec, type UploadMapping } from "@paydesk/domain";
import { duplicateColumnsMessage, missingColumnsMessage, unevenRowsMessage, UPLOAD_LIMITS } from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMemo } from "react";
import { ScrollRegion } from "./ScrollRegion.tsx";
import { dataRowsOf, headerOf, unevenRowNos, type ParsedFile } from "./parsed-file.ts";
import { ProgressLine } from "./ProgressLine.tsx";

const NOT_UPLOADED = "";

interface MappingStepProps {
  file: ParsedFile;
  columns: readonly UploadColumnSpec[];
  mapping: UploadMapping;
  onMappingChange: (mapping: UploadMapping) => void;
  onHeaderChange: (hasHeader: boolean) => void;
  /** Rows sent so far while sending, else null. */
  sent: number | null;
  error: string | null;
  onSend: () => void;
  onBack: () => void;
}

/**
 * Step 2: the first rows of the file with a select above each column. Each field may be chosen for
 * one column; a field chosen twice is listed and its selects are marked, and the rows cannot be
 * sent until that is resolved and every required field has a column.
 */
export function MappingStep({ file, columns, mapping, onMappingChange, onHeaderChange, sent, error, onSend, onBack }: MappingStepProps) {
  const header = headerOf(file);
  const dataRows = dataRowsOf(file);
  const labelOf = useMemo(() => new Map(columns.map((c) => [c.key, c.label])), [columns]);
  const dupes = duplicateKeys(mapping);
  const missing = missingRequiredKeys(mapping, columns);
  const uneven = useMemo(() => unevenRowNos(file), [file]);
  const options = [{ value: NOT_UPLOADED, label: "Do not upload" }, ...columns.map((c) => ({ value: c.key, label: c.label }))];
  const sending = sent !== null;

  const choose = (index: number, key: string) => onMappingChange(mapping.map((k, i) => (i === index ? key || null : k)));

  return (
    <Stack gap="md">
      <Text>
        {file.name}: {dataRows.length.toLocaleString("en-US")} rows. Choose the field each column holds; the first{" "}
        {UPLOAD_LIMITS.previewRows} rows are shown.
      </Text>
      <Checkbox
        label="The first row is a header"
        checked={file.hasHeader}
        disabled={sending}
        onChange={(e) => onHeaderChange(e.currentTarget.checked)}
      />
      <ScrollRegion label="Preview of the file">
        <Table aria-label="Preview" withTableBorder withColumnBorders striped>
          <Table.Thead>
            <Table.Tr>
              {Array.from({ length: file.width }, (_, i) => {
                const key = mapping[i] ?? null;
                const isDuplicate = key !== null && dupes.includes(key);
                return (
                  <Table.Th key={i} miw={160} style={{ verticalAlign: "bottom" }}>
                    <NativeSelect
                      label={`Column ${i + 1}${header?.[i] ? `: ${header[i]}` : ""}`}
                      data={options}
                      value={key ?? NOT_UPLOADED}
                      disabled={sending}
                      error={isDuplicate}
                      aria-invalid={isDuplicate}
                      onChange={(e) => choose(i, e.currentTarget.value)}
                    />
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dataRows.slice(0, UPLOAD_LIMITS.previewRows).map((row, r) => (
              <Table.Tr key={r}>
                {Array.from({ length: file.width }, (_, i) => (
                  <Table.Td key={i}>{row[i] ?? ""}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {dupes.length > 0 && (
        <Alert color="red" variant="light" role="alert" data-testid="upload-duplicates" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {duplicateColumnsMessage(dupes.map((k) => labelOf.get(k) ?? k))}
        </Alert>
      )}
      {missing.length > 0 && (
        <Alert color="yellow" variant="light" data-testid="upload-missing">
          {missingColumnsMessage(missing.map((k) => labelOf.get(k) ?? k))}
        </Alert>
      )}
      {uneven.length > 0 && (
        <Alert color="yellow" variant="light" data-testid="upload-uneven">
          {unevenRowsMessage(uneven, file.width)}
        </Alert>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="upload-send-error">
          {error}
        </Alert>
      )}
      {sending && <ProgressLine label="Rows sent" done={sent} total={dataRows.length} />}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={sending}>
          Choose another file
        </Button>
        <Button onClick={onSend} loading={sending} disabled={dupes.length > 0 || missing.length > 0 || dataRows.length === 0}>
          Upload rows
        </Button>
      </Group>
    </Stack>
  );
}
