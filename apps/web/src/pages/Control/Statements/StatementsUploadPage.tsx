import { Alert, Button, Input, Paper, Progress, Stack, Text } from "@mantine/core";
import { statementRowsOfFile } from "@paydesk/domain";
import { UPLOAD_MESSAGES } from "@paydesk/validators";
import { IconAlertCircle, IconFileUpload } from "@tabler/icons-react";
import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { checkUploadFile } from "../../../components/Upload/file-checks.ts";
import { parseCsvInWorker } from "../../../components/Upload/parse-csv.ts";
import { LeaveUploadDialog, useLeaveWarning } from "../../../components/Upload/index.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { trpcClient } from "../../../trpc.ts";
import { sendStatementRows } from "./send-statements.ts";

type Stage = { step: "choose" } | { step: "sending"; sent: number; total: number };

/**
 * `/control/statements/email-upload` (docs/product/uploads.md): a CSV of email, name, amount_due and
 * description; every valid row becomes a statement e-mail. Its own short flow rather than the
 * upload wizard: the product's protocol sends the rows as parsed, 10 at a time, and mails each as it
 * arrives — there is no mapping, row fixing or processing step to show. Afterwards the statement
 * key page says what was sent and which rows failed.
 */
export function StatementsUploadPage() {
  const navigate = useNavigate();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ step: "choose" });
  const [sentKey, setSentKey] = useState<string | null>(null);
  const leave = useLeaveWarning(stage.step === "sending");
  // Moves on once the sending stage has ended, so the leave warning no longer holds the page.
  useEffect(() => {
    if (sentKey !== null && stage.step === "choose") void navigate(`/control/statements/key/${encodeURIComponent(sentKey)}`);
  }, [sentKey, stage.step, navigate]);

  async function upload() {
    setMessage(null);
    if (!file) return setMessage(UPLOAD_MESSAGES.noFile);
    const refusal = await checkUploadFile(file);
    if (refusal) return setMessage(refusal);
    const parsed = await parseCsvInWorker(file);
    if (!parsed.ok) return setMessage(parsed.message);
    const read = statementRowsOfFile(parsed.rows);
    if (read.message !== null) return setMessage(read.message);
    try {
      const { tableKey: key } = await trpcClient.uploads.start.mutate({ module: "control", kind: "statements", options: {} });
      setStage({ step: "sending", sent: 0, total: read.rows.length });
      await sendStatementRows(key, read.rows, (sent) => setStage({ step: "sending", sent, total: read.rows.length }));
      setStage({ step: "choose" });
      setSentKey(key);
    } catch (error) {
      setStage({ step: "choose" });
      setMessage(errorMessage(error));
    }
  }

  const sending = stage.step === "sending";
  return (
    <Stack gap="lg">
      <PageHeader title="Statements upload" description="Send a statement e-mail to every payer listed in a CSV file." />
      <Paper withBorder p="lg" radius="md" maw={640}>
        <Stack gap="md">
          <Text size="sm">
            The file lists one statement per row: <b>email</b>, <b>name</b>, <b>amount_due</b> (such as 25.00) and an optional{" "}
            <b>description</b>, with or without a header row.
          </Text>
          {message && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="statements-error">
              {message}
            </Alert>
          )}
          <Input.Wrapper id={inputId} label="Statement file (CSV)" description="A .csv or .txt file saved as UTF-8.">
            <input
              id={inputId}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              disabled={sending}
              style={{ display: "block", marginTop: 6 }}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setMessage(null);
              }}
            />
          </Input.Wrapper>
          {sending && (
            <Stack gap={4}>
              <Progress value={stage.total === 0 ? 100 : (stage.sent / stage.total) * 100} aria-label="Statement rows sent" />
              <Text size="sm" c="dimmed" aria-live="polite">
                {stage.sent} of {stage.total} rows sent
              </Text>
            </Stack>
          )}
          <Button leftSection={<IconFileUpload size={18} aria-hidden />} onClick={() => void upload()} loading={sending} w="fit-content">
            Upload and send statements
          </Button>
        </Stack>
      </Paper>
      <LeaveUploadDialog opened={leave.asking} onStay={leave.stay} onLeave={leave.leave} />
    </Stack>
  );
}
