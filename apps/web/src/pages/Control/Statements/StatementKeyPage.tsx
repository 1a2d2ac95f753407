import { Alert, Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { DataTable, type DataColumns } from "../../../components/DataList/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { trpc } from "../../../trpc.ts";

interface ErrorRow {
  row: number;
  email: string;
  messages: string[];
}

const ERROR_ROW_COLUMNS: DataColumns<ErrorRow> = [
  { header: "Row", cell: (row) => row.row },
  { header: "E-mail", cell: (row) => row.email },
  { header: "Why", cell: (row) => row.messages.join(" ") },
];

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" miw={140}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * `/control/statements/key/{key}` (docs/product/uploads.md): what a statements upload sent, and the
 * rows that failed.
 */
export function StatementKeyPage() {
  const { key = "" } = useParams();
  const report = useQuery(trpc.statementsUpload.report.queryOptions({ module: "control", key }));
  return (
    <Stack gap="lg">
      <PageHeader
        title="Statements sent"
        description="The statement e-mails of one uploaded file."
        actions={
          <Anchor component={Link} to="/control/statements/email-upload">
            Upload another file
          </Anchor>
        }
      />
      <QueryStates query={report}>
        {(r) => (
          <Stack gap="md">
            {r.finished && r.errors === 0 && (
              <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />}>
                Every row was sent.
              </Alert>
            )}
            <Group gap="md">
              <Figure label="Rows" value={r.rows} testId="statement-rows" />
              <Figure label="E-mails sent" value={r.sent} testId="statement-sent" />
              <Figure label="Rows with errors" value={r.errors} testId="statement-errors" />
            </Group>
            {r.errorRows.length > 0 && (
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  Rows not sent
                </Title>
                <DataTable
                  label="Rows not sent"
                  columns={ERROR_ROW_COLUMNS}
                  rows={r.errorRows}
                  rowKey={(row) => row.row}
                  striped
                  withTableBorder
                  data-testid="statement-error-rows"
                />
              </Stack>
            )}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
