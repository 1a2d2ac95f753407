import { Paper, Stack, Stepper } from "@mantine/core";
import type { UploadMapping } from "@paydesk/domain";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, UPLOAD_WIZARD_MESSAGES } from "@paydesk/validators";
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "../../lib/errors.ts";
import { trpcClient } from "../../trpc.ts";
import { checkUploadFile } from "./file-checks.ts";
import { FileStep } from "./FileStep.tsx";
import { LeaveUploadDialog } from "./LeaveUploadDialog.tsx";
import { MappingStep } from "./MappingStep.tsx";
import { parseCsvInWorker } from "./parse-csv.ts";
import { dataRowsOf, initialMapping, readParsedFile, type ParsedFile } from "./parsed-file.ts";
import { ProcessStep } from "./ProcessStep.tsx";
import { RowsStep } from "./RowsStep.tsx";
import { sendRows } from "./send-rows.ts";
import { SummaryStep } from "./SummaryStep.tsx";
import type { UploadSummaryCounts, UploadWizardProps } from "./types.ts";
import { useLeaveWarning } from "./use-leave-warning.ts";

const STEPS = ["file", "map", "rows", "process", "done"] as const;
type Step = (typeof STEPS)[number];

/**
 * The wizard of every CSV upload (issue 11). The file is checked and parsed in the browser, the
 * rows are staged on the server under the upload's key, checked there, fixed or removed, then
 * processed by a background job. See types.ts for what a kind page passes.
 */
export function UploadWizard<TStart, TProcess>(props: UploadWizardProps<TStart, TProcess>) {
  const { module, kind, columns, headerWords } = props;
  const [step, setStep] = useState<Step>(props.initialKey ? "rows" : "file");
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [mapping, setMapping] = useState<UploadMapping>([]);
  const [sent, setSent] = useState<number | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [tableKey, setTableKey] = useState<string | null>(props.initialKey ?? null);
  const [processing, setProcessing] = useState(false);
  // Once rows are staged, leaving loses them; after processing, nothing is lost any more.
  const pending = (step === "map" && sent !== null) || step === "rows" || step === "process" || processing;
  const leave = useLeaveWarning(pending);
  const onPendingChange = props.onPendingChange;
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);

  const chooseFile = async (chosen: File) => {
    setFileError(null);
    const refused = await checkUploadFile(chosen);
    if (refused) return setFileError(refused);
    setReading(true);
    const parsed = await parseCsvInWorker(chosen);
    setReading(false);
    if (!parsed.ok) return setFileError(parsed.message);
    const kindRefusal = props.checkFile?.(parsed.rows);
    if (kindRefusal) return setFileError(kindRefusal);
    const read = readParsedFile(chosen.name, parsed.rows, headerWords);
    const dataRows = dataRowsOf(read).length;
    if (dataRows === 0) return setFileError(UPLOAD_WIZARD_MESSAGES.noRows);
    if (dataRows > UPLOAD_LIMITS.maxRows) return setFileError(UPLOAD_MESSAGES.tooManyRows);
    setFile(read);
    setMapping(initialMapping(read, columns));
    setStep("map");
  };

  const changeHeader = (hasHeader: boolean) => {
    if (!file) return;
    const next = { ...file, hasHeader };
    setFile(next);
    setMapping(initialMapping(next, columns));
  };

  const send = async () => {
    if (!file) return;
    if (props.startBlocked) return setSendError(props.startBlocked);
    setSendError(null);
    setSent(0);
    try {
      const started = await trpcClient.uploads.start.mutate({
        module,
        kind: kind as never,
        companyId: props.companyId,
        options: props.startOptions,
      });
      setTableKey(started.tableKey);
      await sendRows({ module, key: started.tableKey }, dataRowsOf(file), mapping, setSent);
      setStep("rows");
    } catch (error) {
      setSendError(errorMessage(error));
    } finally {
      setSent(null);
    }
  };

  const restart = () => {
    setFile(null);
    setTableKey(null);
    setFileError(null);
    setSendError(null);
    setStep("file");
  };

  const onFinished = props.onFinished;
  const onSummary = useCallback(
    (counts: UploadSummaryCounts) => {
      if (tableKey) onFinished?.({ tableKey, counts });
    },
    [tableKey, onFinished],
  );

  return (
    <Paper p="lg" radius="lg" data-testid="upload-wizard">
      <Stepper active={STEPS.indexOf(step)} allowNextStepsSelect={false} size="sm" mb="lg">
        <Stepper.Step label="Choose file" />
        <Stepper.Step label="Map columns" />
        <Stepper.Step label="Review rows" />
        <Stepper.Step label="Process" />
        <Stepper.Step label="Done" />
      </Stepper>
      <Stack gap="md">
        {step === "file" && <FileStep choices={props.startChoices} reading={reading} error={fileError} onFile={(f) => void chooseFile(f)} />}
        {step === "map" && file && (
          <MappingStep
            file={file}
            columns={columns}
            mapping={mapping}
            onMappingChange={setMapping}
            onHeaderChange={changeHeader}
            sent={sent}
            error={sendError}
            onSend={() => void send()}
            onBack={restart}
          />
        )}
        {step === "rows" && tableKey && (
          <RowsStep module={module} tableKey={tableKey} columns={columns} onContinue={() => setStep("process")} />
        )}
        {step === "process" && tableKey && (
          <ProcessStep
            module={module}
            tableKey={tableKey}
            options={props.processOptions}
            choices={props.processChoices}
            confirm={props.confirmProcess}
            onBack={() => setStep("rows")}
            onRunning={setProcessing}
            onFinished={() => setStep("done")}
          />
        )}
        {step === "done" && tableKey && (
          <SummaryStep module={module} tableKey={tableKey} extra={props.summaryExtra} onSummary={onSummary} onRestart={restart} />
        )}
      </Stack>
      <LeaveUploadDialog opened={leave.asking} onStay={leave.stay} onLeave={leave.leave} />
    </Paper>
  );
}
