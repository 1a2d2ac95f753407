import type { UploadColumnSpec } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import type { ReactNode } from "react";

/** What processing did, as `uploads.summary` answers it. */
export interface UploadSummaryCounts {
  created?: number;
  updated?: number;
  skipped?: number;
  invalid?: number;
  deactivated?: number;
  deleted?: number;
}

/** A kind's own words for a step whose call fails without a server message (network, 5xx). */
export interface UploadFailureMessages {
  start?: string;
  send?: string;
  process?: string;
  removeRow?: string;
  updateRow?: string;
  /** The heading of a failure shown inside a dialog (the fix-in-place form). */
  dialog?: string;
}

/**
 * The wizard of every CSV upload (the contract's "Web names"). A kind page renders it
 * with its column list and its own choices; the wizard does the rest (checks, parsing in a worker,
 * mapping, sending, the rows grid, plan, processing, summary) against the `uploads.*` procedures.
 */
export interface UploadWizardProps<TStart = Record<string, unknown>, TProcess = Record<string, unknown>> {
  module: TModule;
  /** One of validators' UPLOAD_KIND_NAMES. */
  kind: string;
  /** The kind's column list (validators' `<KIND>_UPLOAD_COLUMNS`): mapping choices, fix-in-place form. */
  columns: readonly UploadColumnSpec[];
  /** Words that mark the header row (schools: email, phone, zip; students: grade, name, balance). */
  headerWords: readonly string[];
  /** The company the upload works on; the session's site when left out. */
  companyId?: number;
  /** `uploads.start`'s options, as the kind's choices stand (e.g. the school for students). */
  startOptions?: TStart;
  /** The kind's choices shown on step 1 (a school select, a catalog name…). */
  startChoices?: ReactNode;
  /** A message that keeps the upload from starting while a choice is missing ("Please select the school to upload students"). */
  startBlocked?: string | null;
  /** `uploads.plan`/`uploads.process` options (purge mode, sis-only). */
  processOptions?: TProcess;
  /** The kind's processing choices shown above the plan (purge mode select…); the plan reloads when the options change. */
  processChoices?: ReactNode;
  /** When set, processing asks this question first (a hard purge, mode 2) and runs only when confirmed. */
  confirmProcess?: string | null;
  /**
   * A check of the whole file the kind needs before mapping (groups: 1 field per row in single
   * mode, 2-3 in multiple). Runs on every parsed row as in the file — the header row, if any,
   * included, blank lines left out; a message refuses the file like the built-in checks.
   */
  checkFile?: (rows: readonly (readonly string[])[]) => string | null;
  /** After step 5 is shown: the upload's key and what was done. */
  onFinished?: (result: { tableKey: string; counts: UploadSummaryCounts }) => void;
  /**
   * Hears whether leaving now would lose work (rows staged and not yet processed): a wizard in a
   * dialog asks before the dialog closes, as the page asks before it is left.
   */
  onPendingChange?: (pending: boolean) => void;
  /**
   * The kind's own words for a file refused before it is read (not CSV, empty, not UTF-8,
   * unreadable), shown before the reason: the group upload's "You must select a valid CSV file to
   * upload a Student Group." (docs/product/uploads.md).
   */
  invalidFileMessage?: string;
  /** Messages for failed calls, step by step (a 4xx with the server's message keeps the server's words). */
  failureMessages?: UploadFailureMessages;
  /** Opens an upload already staged under this key at its rows (the legacy confirm-…-upload pages). */
  initialKey?: string;
  /** Extra content of the summary step (links to the uploaded records). */
  summaryExtra?: ReactNode;
}

/** A staged row as `uploads.rows` answers it. */
export interface UploadGridRow {
  id: number;
  rowNo: number;
  data: Record<string, string>;
  errors: readonly string[];
}
