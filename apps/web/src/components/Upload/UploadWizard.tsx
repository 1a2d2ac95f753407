import { Paper, Stack, Stepper } from "@mantine/core";
import type { UploadMapping } from "@paydesk/domain";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, UPLOAD_WIZARD_MESSAGES } from "@paydesk/validators";
import { useCallback, useEffect, useRef, useState } from "react";
import { trpcClient } from "../../trpc.ts";
import { stepFailureMessage } from "./failure.ts";
import { checkUploadFile } from "./file-checks.ts";
import { ColumnGuide } from "./ColumnGuide.tsx";
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
const STEP_LABELS: Record<Step, string> = { file: "Choose file", map: "Map columns", rows: "Review rows", process: "Process", done: "Done" };

/**
 * The wizard of every CSV upload. The file is checked and parsed in the browser, the
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
  // A new step replaces what had focus (the button that led to it): focus goes to the step, so
  // keyboard and screen-reader users continue from there (and Escape still reaches a dialog).
  const stepRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepRef.current?.focus();
  }, [step]);
  const onPendingChange = props.onPendingChange;
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);

  const chooseFile = async (chosen: File) => {
    setFileError(null);
    // A kind with its own words for a refused file (groups, docs/product/uploads.md) says them
    // before the reason.
    const refuse = (reason: string) => setFileError(props.invalidFileMessage ? `${props.invalidFileMessage} ${reason}` : reason);
    const refused = await checkUploadFile(chosen);
    if (refused) return refuse(refused);
    setReading(true);
    const parsed = await parseCsvInWorker(chosen);
    setReading(false);
    if (!parsed.ok) return refuse(parsed.message);
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
    let stage: "start" | "send" = "start";
    try {
      const started = await trpcClient.uploads.start.mutate({
        module,
        kind,
        companyId: props.companyId,
        options: props.startOptions,
      });
      setTableKey(started.tableKey);
      stage = "send";
      await sendRows({ module, key: started.tableKey }, dataRowsOf(file), mapping, setSent);
      setStep("rows");
    } catch (error) {
      setSendError(stepFailureMessage(error, props.failureMessages, stage));
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
        {STEPS.map((s) => (
          <Stepper.Step key={s} label={STEP_LABELS[s]} />
        ))}
      </Stepper>
      <Stack gap="md" ref={stepRef} tabIndex={-1} aria-label={`Step ${STEPS.indexOf(step) + 1} of ${STEPS.length}: ${STEP_LABELS[step]}`} style={{ outline: "none" }}>
        {step === "file" && (
          <FileStep
            choices={props.startChoices}
            guide={<ColumnGuide kind={kind} columns={columns} />}
            reading={reading}
            error={fileError}
            onFile={(f) => void chooseFile(f)}
          />
        )}
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
          <RowsStep
            module={module}
            tableKey={tableKey}
            columns={columns}
            failures={props.failureMessages}
            onContinue={() => setStep("process")}
          />
        )}
        {step === "process" && tableKey && (
          <ProcessStep
            module={module}
            tableKey={tableKey}
            options={props.processOptions}
            choices={props.processChoices}
            confirm={props.confirmProcess}
            failures={props.failureMessages}
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
