import { Alert, Input, Loader, Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useId, type ReactNode } from "react";

interface FileStepProps {
  /** The kind's own choices (school, catalog…), above the file input. */
  choices?: ReactNode;
  /** The template and column guide, below the file input. */
  guide?: ReactNode;
  reading: boolean;
  error: string | null;
  onFile: (file: File) => void;
}

/** Step 1: the kind's choices and the file. A refused file says why and nothing else happens. */
export function FileStep({ choices, guide, reading, error, onFile }: FileStepProps) {
  const id = useId();
  return (
    <Stack gap="md">
      {choices}
      <Input.Wrapper id={id} label="CSV file" description="A .csv or .txt file saved as UTF-8, up to 100,000 rows.">
        <input
          id={id}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          disabled={reading}
          style={{ display: "block", marginTop: 6 }}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // The same file may be chosen again after a fix on disk.
            event.currentTarget.value = "";
            if (file) onFile(file);
          }}
        />
      </Input.Wrapper>
      {guide}
      {reading && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Reading the file…</Text>
        </Group>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="upload-file-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
